/**
 * Reported conversations for administrators: only reported ones are listed and readable, their
 * messages as typed (contact details unmasked), and every reading is in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMessage, Application, AuditEntry, ReportedConversation } from '@tradewise/shared';
import { createTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createClient, createJob, createTradesperson, signIn } from '../../../test/factories.js';
import { newId } from '../../lib/ids.js';

let ctx: TestContext;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = await signIn(ctx.app, 'admin', await createAdmin(ctx.database.db));
});
afterAll(async () => ctx.close());

const inject = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A client's plumbing job in Manchester quoted by an approved plumber, and two messages. */
async function conversation() {
  const client = await createClient(ctx.app, { name: 'Priya Natarajan' });
  const job = await createJob(ctx.app, client.token);
  const trade = await createTradesperson(ctx.app, { businessName: 'Pipes Ltd' });
  await ctx.database.db.updateTable('tradespeople').set({ status: 'approved' }).where('id', '=', trade.id).execute();
  expect((await inject('POST', `/api/apply-job/${job._id}`, trade.token, { quotation: 'Monday?' })).statusCode).toBe(
    201,
  );
  const id = (await inject('GET', '/api/applied-jobs', trade.token)).json<Application[]>()[0]!.conversationId;
  for (const [token, text] of [
    [client.token, 'Call me on 07400 123456'],
    [trade.token, 'Write to me at pipes@example.com instead'],
  ] as const) {
    expect((await inject('POST', `/api/conversations/${id}/messages`, token, { text })).statusCode).toBe(201);
  }
  return { client, trade, job, id };
}

const list = async () => {
  const res = await inject('GET', '/api/admin/conversations', adminToken);
  expect(res.statusCode).toBe(200);
  return res.json<ReportedConversation[]>();
};
const conversationAudits = async () =>
  (await ctx.database.db.selectFrom('auditLog').selectAll().where('targetType', '=', 'conversation').execute()).length;

describe('reported conversations', () => {
  it('are listed with their reports; reading one shows every message as typed and is audited', async () => {
    const quiet = await conversation();
    const { client, trade, job, id } = await conversation();
    expect((await list()).map((c) => c._id)).not.toContain(id);

    const report = { reason: 'scam', details: 'Asks me to pay outside the site' };
    expect((await inject('POST', `/api/conversations/${id}/report`, client.token, report)).statusCode).toBe(201);
    const listed = (await list()).find((c) => c._id === id);
    expect(listed).toEqual({
      _id: id,
      job: { _id: job._id, workType: 'plumber', city: 'Manchester' },
      client: { _id: client.id, name: 'Priya Natarajan', email: client.email },
      tradesperson: { _id: trade.id, name: trade.name, businessName: 'Pipes Ltd', email: trade.email },
      reports: [{ reporterRole: 'client', ...report, createdAt: expect.any(String) }],
      lastReadAt: null,
    });
    expect((await list()).map((c) => c._id)).not.toContain(quiet.id);

    const res = await inject('GET', `/api/admin/conversations/${id}/messages`, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminMessage[]>().map(({ authorRole, text }) => ({ authorRole, text }))).toEqual([
      { authorRole: 'client', text: 'Call me on 07400 123456' },
      { authorRole: 'tradesperson', text: 'Write to me at pipes@example.com instead' },
    ]);
    const audit = (await inject('GET', '/api/admin/audit', adminToken)).json<AuditEntry[]>();
    expect(audit[0]).toMatchObject({
      action: 'read',
      targetType: 'conversation',
      targetId: id,
      summary: 'Read reported conversation about plumber job in Manchester',
      kind: 'conversation_read',
      fields: { trade: 'plumber', town: 'Manchester' },
    });
    expect((await list()).find((c) => c._id === id)!.lastReadAt).toBe(audit[0]!.createdAt);
  });

  it('one nobody reported, or an unknown one, is not found even for an administrator, and nothing is audited', async () => {
    const { client, id } = await conversation();
    const before = await conversationAudits();
    for (const url of [`/api/admin/conversations/${id}/messages`, `/api/admin/conversations/${newId()}/messages`]) {
      expect((await inject('GET', url, adminToken)).statusCode).toBe(404);
    }
    expect(await conversationAudits()).toBe(before);
    // A participant is no administrator, even of a reported conversation.
    expect((await inject('POST', `/api/conversations/${id}/report`, client.token, { reason: 'spam' })).statusCode).toBe(
      201,
    );
    expect((await inject('GET', `/api/admin/conversations/${id}/messages`, client.token)).statusCode).toBe(403);
    expect((await inject('GET', '/api/admin/conversations', client.token)).statusCode).toBe(403);
  });
});
