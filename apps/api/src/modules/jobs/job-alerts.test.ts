import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createClient, createJob, createTradesperson, signIn } from '../../../test/factories.js';
import { createMailTestApp, mailsTo, type TestSmtp } from '../../../test/smtp.js';
import { sendJobDigests } from './digest.js';

let context: TestContext;
let smtp: TestSmtp;
let close: () => Promise<void>;
let admin: { authorization: string };
beforeAll(async () => {
  ({ context, smtp, close } = await createMailTestApp());
  admin = bearer(await signIn(context.app, 'admin', await createAdmin(context.database.db)));
});
afterAll(() => close());

async function plumber(postcode: string, newJobs?: 'instant' | 'daily') {
  const person = await createTradesperson(context.app, { postcode });
  await context.app.inject({ method: 'POST', url: `/api/admin/tradespeople/${person.id}/approve`, headers: admin });
  if (newJobs) {
    const res = await context.app.inject({
      method: 'PUT',
      url: '/api/account/notifications',
      headers: bearer(person.token),
      payload: { newJobs },
    });
    expect(res.json()).toEqual({ outcomes: true, newJobs, reviews: true, messages: true });
  }
  return person;
}

const jobIn = (token: string, postcode: string, city: string) =>
  createJob(context.app, token, { address: { street: '3 Park Row', city, postcode } });

describe('alerts of new jobs, for tradespeople who choose them', () => {
  it('instantly: only those of the trade who cover the place and asked; one click stops them', async () => {
    const asked = await plumber('BS1 4DJ', 'instant');
    const silent = await plumber('BS1 5TR');
    const elsewhere = await plumber('CF10 1EP', 'instant');
    const client = await createClient(context.app);
    const job = await jobIn(client.token, 'BS1 6QA', 'Bristol');

    const [alert] = await mailsTo(smtp, asked.email, 'New plumber job in Bristol');
    expect(alert!.text).toContain(`/apply/${job._id}`);
    const link = /<https:\/\/tradewise\.test(\/unsubscribe\?token=[\w-]+)>/.exec(
      alert!.headerLines.find((h) => h.key === 'list-unsubscribe')!.line,
    )![1]!;
    expect((await context.app.inject({ method: 'POST', url: `/api${link}` })).statusCode).toBe(200);
    const after = await context.app.inject({
      method: 'GET',
      url: '/api/account/notifications',
      headers: bearer(asked.token),
    });
    expect(after.json()).toMatchObject({ newJobs: 'off' });
    const recipients = smtp.messages
      .filter((m) => m.subject === 'New plumber job in Bristol')
      .map((m) => (m.to as { text: string }).text);
    expect(recipients).toEqual([asked.email]);
    expect(recipients).not.toContain(silent.email);
    expect(recipients).not.toContain(elsewhere.email);
  });

  it('once a day: the new jobs since the last digest, never an empty one, never twice in a day', async () => {
    const daily = await plumber('NG1 5FS', 'daily');
    const client = await createClient(context.app);
    await jobIn(client.token, 'NG1 1AA', 'Nottingham');
    await jobIn(client.token, 'NG1 2BB', 'Nottingham');
    expect(await sendJobDigests(context.database.db, context.app.mailer)).toBe(1);
    const [digest] = await mailsTo(smtp, daily.email, '2 new jobs you could quote for');
    // Before hire a tradesperson sees the outward code, not the full postcode.
    expect(digest!.text!.match(/Plumber, Nottingham \(NG1\)/g)).toHaveLength(2);

    expect(await sendJobDigests(context.database.db, context.app.mailer)).toBe(0);
    // A day later with nothing new: nothing is sent.
    expect(await sendJobDigests(context.database.db, context.app.mailer, Date.now() + 25 * 60 * 60 * 1000)).toBe(0);
  });
});
