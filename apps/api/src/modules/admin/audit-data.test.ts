/**
 * Audit entries as data (issue 39): each administrative action records its kind and fields (no
 * sentence); the sentences written before are read into kinds by migration 22, once; the list keeps
 * its English `summary`, and the CSV export gives the kind and every field as columns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_FIELD_NAMES, type AuditEntry } from '@tradewise/shared';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createClient, createJob, createTradesperson, signIn } from '../../../test/factories.js';
import * as migration from '../../db/migrations/2026-11-28-22-audit-entries-as-data.js';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx.app, 'admin', await createAdmin(ctx.database.db, { email: 'audit@example.com' }));
});
afterAll(async () => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });

const entries = async () => (await call('GET', '/api/admin/audit?limit=100')).json<AuditEntry[]>();
const entriesOf = async (targetId: string) =>
  (await entries()).filter((entry) => entry.targetId === targetId).map(({ kind, fields }) => ({ kind, fields }));

describe(`audit entries as data (${dialectName()})`, () => {
  it('records each action as its kind and fields, and words it in English from the catalogue', async () => {
    const person = await createTradesperson(ctx.app);
    for (const step of ['approve', 'suspend', 'approve'])
      expect((await call('POST', `/api/admin/tradespeople/${person.id}/${step}`)).statusCode).toBe(200);
    const edit = {
      name: person.name,
      email: person.email,
      businessName: person.businessName,
      contactNumber: '07911 123000',
      trade: person.trade,
      street: '4 New Road',
      city: 'Manchester',
      postcode: 'M1 1AA',
      password: 'a-brand-new-password-91',
    };
    expect((await call('PUT', `/api/admin/tradespeople/${person.id}`, edit)).statusCode).toBe(200);
    const email = person.email;
    expect(await entriesOf(person.id)).toEqual([
      { kind: 'tradesperson_edited', fields: { email, passwordChanged: true } },
      { kind: 'tradesperson_reinstated', fields: { email } },
      { kind: 'tradesperson_suspended', fields: { email } },
      { kind: 'tradesperson_approved', fields: { email } },
    ]);
    const [edited] = await entries();
    expect(edited).toMatchObject({
      action: 'update',
      targetType: 'tradesperson',
      adminEmail: 'audit@example.com',
      summary: `Edited tradesperson ${email} (password changed)`,
    });

    const client = await createClient(ctx.app);
    const address = { street: '1 Briggate', city: 'Leeds', postcode: 'LS1 6HD' };
    const job = await createJob(ctx.app, client.token, { workType: 'plumber', address });
    expect((await call('DELETE', `/api/admin/jobs/${job._id}`)).statusCode).toBe(200);
    expect(await entriesOf(job._id)).toEqual([{ kind: 'job_deleted', fields: { trade: 'plumber', town: 'Leeds' } }]);
    expect((await entries())[0]!.summary).toBe('Deleted plumber job in Leeds');

    const clientEdit = {
      name: client.name,
      email: client.email,
      phoneNumber: '+447911123999',
      street: '1 High St',
      city: 'York',
      postcode: 'YO1 7HH',
    };
    expect((await call('PUT', `/api/admin/clients/${client.id}`, clientEdit)).statusCode).toBe(200);
    expect(await entriesOf(client.id)).toEqual([
      { kind: 'client_edited', fields: { email: client.email, passwordChanged: false } },
    ]);
    const message = { name: 'Grace Hopper', email: 'grace@example.com', message: 'Do you cover Cornwall?' };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: message })).statusCode).toBe(201);
    const [sent] = (await call('GET', '/api/admin/contact-messages')).json<{ _id: string }[]>();
    expect((await call('POST', `/api/admin/contact-messages/${sent!._id}/read`)).statusCode).toBe(200);
    expect(await entriesOf(sent!._id)).toEqual([
      { kind: 'contact_message_read', fields: { email: 'grace@example.com' } },
    ]);

    expect((await call('DELETE', `/api/admin/clients/${client.id}`)).statusCode).toBe(200);
    expect((await entriesOf(client.id))[0]).toEqual({ kind: 'client_deleted', fields: { email: client.email } });
    expect((await call('DELETE', `/api/admin/tradespeople/${person.id}`)).statusCode).toBe(200);
    expect((await entriesOf(person.id))[0]).toEqual({ kind: 'tradesperson_deleted', fields: { email } });
  });

  it('reads every sentence written before into its kind and fields, once; one it cannot read stays as written', async () => {
    const { db } = ctx.database;
    const old: [string, string, string][] = [
      ['update', 'client', 'Edited client amy@example.com'],
      ['update', 'tradesperson', 'Edited tradesperson bo@example.com (password changed)'],
      ['approve', 'tradesperson', 'Approved tradesperson cy@example.com'],
      ['reinstate', 'tradesperson', 'Reinstated tradesperson cy@example.com'],
      ['suspend', 'tradesperson', 'Suspended tradesperson cy@example.com'],
      ['check', 'tradesperson', 'Checked Gas Safe registration of di@example.com (number 654321)'],
      [
        'check',
        'tradesperson',
        'Checked public liability insurance of di@example.com (insurer Hiscox, Ltd, coverPounds 2000000, expiresOn 2027-03-01)',
      ],
      ['uncheck', 'tradesperson', 'Unchecked scheme membership of di@example.com (nothing)'],
      ['uncheck', 'tradesperson', 'Unchecked scheme membership of di@example.com'],
      ['delete', 'client', 'Deleted client ed@example.com and their jobs'],
      ['delete', 'tradesperson', 'Deleted tradesperson fi@example.com'],
      ['delete', 'client', 'A client deleted their own account'],
      ['delete', 'tradesperson', 'A tradesperson deleted their own account'],
      ['delete', 'job', 'Deleted gas_engineer job in Stoke-on-Trent'],
      ['hide', 'review', 'Hid a 2-star review (reason: offensive)'],
      ['restore', 'review', 'Restored a 4-star review'],
      ['restore', 'review', 'Kept a reported 1-star review published'],
      ['read', 'conversation', 'Read reported conversation about roofer job in Bath'],
      ['read', 'contact_message', 'Read message from gus@example.com'],
      ['read', 'email', 'Read the email “Your quotation: “Fence” in York” to hal@example.com'],
      ['update', 'client', 'Merged two clients by hand'],
    ];
    await db.deleteFrom('auditLog').execute();
    // As it was before the migration: sentences in `summary`; then the migration runs.
    await migration.down(db);
    await db
      .insertInto('auditLog')
      .values(
        old.map(([action, targetType, summary], i) => ({
          id: `old-${String(i).padStart(2, '0')}`,
          adminId: 'a1',
          adminEmail: 'old@example.com',
          action,
          targetType,
          targetId: `t${i}`,
          summary,
          createdAt: `2026-01-01T00:00:${String(59 - i).padStart(2, '0')}.000Z`,
        })) as never,
      )
      .execute();
    await migration.up(db);

    const read = await entries();
    expect(read.map(({ kind, fields }) => ({ kind, fields }))).toEqual([
      { kind: 'client_edited', fields: { email: 'amy@example.com', passwordChanged: false } },
      { kind: 'tradesperson_edited', fields: { email: 'bo@example.com', passwordChanged: true } },
      { kind: 'tradesperson_approved', fields: { email: 'cy@example.com' } },
      { kind: 'tradesperson_reinstated', fields: { email: 'cy@example.com' } },
      { kind: 'tradesperson_suspended', fields: { email: 'cy@example.com' } },
      { kind: 'credential_checked', fields: { email: 'di@example.com', credential: 'gas_safe', number: '654321' } },
      {
        kind: 'credential_checked',
        fields: {
          email: 'di@example.com',
          credential: 'insurance',
          insurer: 'Hiscox, Ltd',
          coverPounds: 2000000,
          expiresOn: '2027-03-01',
        },
      },
      { kind: 'credential_unchecked', fields: { email: 'di@example.com', credential: 'scheme' } },
      { kind: 'credential_unchecked', fields: { email: 'di@example.com', credential: 'scheme' } },
      { kind: 'client_deleted', fields: { email: 'ed@example.com' } },
      { kind: 'tradesperson_deleted', fields: { email: 'fi@example.com' } },
      { kind: 'client_deleted_own_account', fields: {} },
      { kind: 'tradesperson_deleted_own_account', fields: {} },
      { kind: 'job_deleted', fields: { trade: 'gas_engineer', town: 'Stoke-on-Trent' } },
      { kind: 'review_hidden', fields: { stars: 2, reason: 'offensive' } },
      { kind: 'review_restored', fields: { stars: 4 } },
      { kind: 'review_kept', fields: { stars: 1 } },
      { kind: 'conversation_read', fields: { trade: 'roofer', town: 'Bath' } },
      { kind: 'contact_message_read', fields: { email: 'gus@example.com' } },
      { kind: 'email_read', fields: { subject: 'Your quotation: “Fence” in York', recipient: 'hal@example.com' } },
      { kind: 'legacy', fields: { text: 'Merged two clients by hand' } },
    ]);
    // The columns it had are kept; the English wording of what was read is what was written.
    expect(read.map((entry) => [entry.action, entry.targetType])).toEqual(old.map(([a, t]) => [a, t]));
    const unchanged = [0, 1, 2, 3, 4, 5, 8, 9, 10, 11, 12, 15, 16, 17, 18, 19, 20];
    expect(unchanged.map((i) => read[i]!.summary)).toEqual(unchanged.map((i) => old[i]![2]));
    expect(read[14]!.summary).toBe('Hid a 2-star review (reason: offensive or abusive content)');
    expect(read[13]!.summary).toBe('Deleted gas engineer job in Stoke-on-Trent');
  });

  it('exports the log as CSV: the list’s columns, the kind, and one column per field', async () => {
    const res = await call('GET', '/api/admin/audit.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = res.body.trimEnd().split('\r\n');
    const columns = header!.split(',');
    expect(columns.slice(0, 7)).toEqual([
      'created_at',
      'admin_email',
      'action',
      'target_type',
      'target_id',
      'summary',
      'kind',
    ]);
    expect(columns).toEqual(expect.arrayContaining(['email', 'password_changed', 'trade', 'town', 'stars', 'reason']));
    expect(columns).toHaveLength(7 + AUDIT_FIELD_NAMES.length);
    const cells = (row: string) => Object.fromEntries(columns.map((column, i) => [column, row.split('","')[i]]));
    const hidden = rows.map(cells).find((row) => row.kind === 'review_hidden')!;
    expect(hidden).toMatchObject({ action: 'hide', stars: '2', reason: 'offensive', email: '', town: '' });
    const edited = rows.map(cells).find((row) => row.kind === 'tradesperson_edited')!;
    expect(edited).toMatchObject({ email: 'bo@example.com', password_changed: 'true' });
  });
});
