/**
 * Issue 36, item 4: the home request form promised quotations at the address given. The email it
 * sends carries a link that publishes the request as a job: on a new client account (whose owner
 * then chooses a password, as with a reset link) or on the existing one; once, however often and
 * however simultaneously it is opened.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createClient, createTradesperson, jobRequestInput } from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://tradewise.test' });
});
afterAll(() => ctx.close());

/** Sends a home-page request from `email` and answers the token of the link emailed to it. */
async function request(email: string, language: 'en' | 'fr' | 'es' = 'en') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/job-requests',
    payload: { ...jobRequestInput(email), language },
  });
  expect(res.statusCode).toBe(201);
  const mail = await ctx.database.db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', email)
    .where('kind', '=', 'jobRequestReceived')
    .orderBy('createdAt', 'desc')
    .executeTakeFirstOrThrow();
  const token = /https:\/\/tradewise\.test\/job-requests\/publish\?token=([A-Za-z0-9_-]+)/.exec(mail.textBody)?.[1];
  if (!token) throw new Error(`no link in ${mail.textBody}`);
  return { token, mail };
}

const publish = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/job-requests/publish', payload: { token } });
const jobsOf = (email: string) =>
  ctx.database.db
    .selectFrom('jobs')
    .innerJoin('clients', 'clients.id', 'jobs.clientId')
    .select(['jobs.id', 'jobs.workType', 'jobs.jobDescription'])
    .where('clients.email', '=', email)
    .execute();

describe('the link emailed after a home-page request', () => {
  it('is sent in the form’s language', async () => {
    const { mail } = await request('lucia@example.com', 'es');
    expect(mail.language).toBe('es');
    expect(mail.subject).toContain('Publica tu solicitud');
  });

  it('publishes once under parallel use, making a client account whose owner then sets a password', async () => {
    const email = 'new.customer@example.com';
    const { token } = await request(email, 'fr');
    const answers = await Promise.all(Array.from({ length: 6 }, () => publish(token)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(6).fill(200));
    const outcomes = answers.map((res) => res.json<{ outcome: string }>().outcome).sort();
    expect(outcomes).toEqual(['created', ...Array(5).fill('published-before')]);
    const jobs = await jobsOf(email);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ workType: 'plumber' });
    expect(jobs[0]!.jobDescription).toContain('Plombier');
    const client = await ctx.database.db
      .selectFrom('clients')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(client.emailVerifiedAt).not.toBeNull();
    expect(client.language).toBe('fr');

    // Opened again later: the same single job.
    expect((await publish(token)).json()).toEqual({ outcome: 'published-before', email });
    expect(await jobsOf(email)).toHaveLength(1);

    // No password yet: nobody signs in; the answer's token chooses one, then the job is theirs.
    const password = 'Quiet-harbour-lantern-42';
    const refused = await ctx.app.inject({ method: 'POST', url: '/client/login', payload: { email, password } });
    expect(refused.statusCode).toBe(401);
    const created = answers.map((res) => res.json()).find((body) => body.outcome === 'created');
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { token: created.passwordToken, password, confirmPassword: password },
    });
    expect(set.statusCode).toBe(200);
    const login = await ctx.app.inject({ method: 'POST', url: '/client/login', payload: { email, password } });
    expect(login.statusCode).toBe(200);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/jobs', headers: bearer(login.json().token) });
    expect(mine.json().map((job: { _id: string }) => job._id)).toEqual([jobs[0]!.id]);
  });

  it('puts the job on the existing client account, without a password token', async () => {
    const client = await createClient(ctx.app);
    const { token } = await request(client.email);
    const res = await publish(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'added', email: client.email });
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/jobs', headers: bearer(client.token) });
    expect(mine.json()).toHaveLength(1);
    // The request is no longer offered as a draft.
    const drafts = await ctx.app.inject({
      method: 'GET',
      url: '/api/job-requests/mine',
      headers: bearer(client.token),
    });
    expect(drafts.json()).toEqual([]);
  });

  it('attaches nothing to a tradesperson’s or an administrator’s address', async () => {
    const tradesperson = await createTradesperson(ctx.app);
    const admin = await createAdmin(ctx.database.db);
    for (const email of [tradesperson.email, admin.email]) {
      const { token } = await request(email);
      const res = await publish(token);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('EMAIL_NOT_CLIENT');
      expect(await jobsOf(email)).toHaveLength(0);
    }
    const clients = await ctx.database.db
      .selectFrom('clients')
      .select('id')
      .where('email', 'in', [tradesperson.email, admin.email])
      .execute();
    expect(clients).toHaveLength(0);
  });

  it('answers 400 to an unknown, malformed or expired link', async () => {
    expect((await publish('x'.repeat(43))).json().code).toBe('TOKEN_INVALID');
    expect((await publish('bad token!')).statusCode).toBe(400);
    const { token } = await request('late@example.com');
    await ctx.database.db
      .updateTable('emailTokens')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('purpose', '=', 'publish-request')
      .where('email', '=', 'late@example.com')
      .execute();
    const expired = await publish(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('TOKEN_INVALID');
    expect(await jobsOf('late@example.com')).toHaveLength(0);
  });
});
