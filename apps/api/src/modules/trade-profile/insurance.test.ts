/**
 * Issue 36, decision 22: "carry public liability insurance" is true. Approval needs a checked,
 * unexpired insurance; an insurance that expires takes its holder out of the directory, matching
 * (quoting and job alerts), the top-rated and the home page's count until a new one is checked; and
 * its holder is emailed 30 and 7 days before, once each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { londonDate, type TradeProfileInput } from '@tradewise/shared';
import { dialectName, type TestContext } from '../../../test/app.js';
import {
  bearer,
  createAdmin,
  createClient,
  createJob,
  createTradesperson,
  dateIn,
  giveInsurance,
  signIn,
} from '../../../test/factories.js';
import { createMailTestApp, mailsTo, type TestSmtp } from '../../../test/smtp.js';
import { sendInsuranceReminders } from './insurance-reminders.js';

let ctx: TestContext;
let smtp: TestSmtp;
let close: () => Promise<void>;
let admin: string;
beforeAll(async () => {
  ({ context: ctx, smtp, close } = await createMailTestApp());
  admin = await signIn(ctx.app, 'admin', await createAdmin(ctx.database.db));
});
afterAll(() => close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const approve = (id: string) => call('POST', `/api/admin/tradespeople/${id}/approve`, admin);
const statusOf = async (id: string) =>
  (await ctx.database.db.selectFrom('tradespeople').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;
const DAY = 86_400_000;

/** Once everything queued so far has been delivered. */
async function outboxEmpty() {
  for (let i = 0; i < 150; i += 1) {
    const pending = await ctx.database.db
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (!pending) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the outbox never emptied');
}

describe(`approval needs a checked, unexpired insurance (${dialectName()})`, () => {
  it('refuses to approve (or reinstate) without one, saying why, and changes nothing', async () => {
    const none = await createTradesperson(ctx.app, {}, { insured: false });
    const unchecked = await createTradesperson(ctx.app);
    await giveInsurance(ctx.database.db, unchecked.id, { checked: false });
    const expired = await createTradesperson(ctx.app);
    await giveInsurance(ctx.database.db, expired.id, { expiresOn: londonDate(new Date()) });
    for (const person of [none, unchecked, expired]) {
      const refused = await approve(person.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'INSURANCE_REQUIRED',
        message: expect.stringContaining('no checked, unexpired public liability insurance'),
      });
      expect(await statusOf(person.id)).toBe('pending');
    }
    const audit = (await call('GET', '/api/admin/audit?limit=20', admin)).json<{ targetId: string }[]>();
    expect(audit.map((entry) => entry.targetId)).not.toContain(none.id);

    // Once checked it can be approved; suspended, then uninsured, it cannot be reinstated.
    // The check names what the administrator was shown (issue 38, item 8).
    const shown = await ctx.database.db
      .selectFrom('credentials')
      .select(['number', 'scheme', 'insurer', 'policyNumber', 'coverPounds', 'expiresOn'])
      .where('tradespersonId', '=', unchecked.id)
      .executeTakeFirstOrThrow();
    await call('POST', `/api/admin/tradespeople/${unchecked.id}/credentials/insurance/check`, admin, shown);
    expect((await approve(unchecked.id)).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/tradespeople/${unchecked.id}/suspend`, admin)).statusCode).toBe(200);
    await call('POST', `/api/admin/tradespeople/${unchecked.id}/credentials/insurance/uncheck`, admin);
    expect((await approve(unchecked.id)).json().code).toBe('INSURANCE_REQUIRED');
    expect(await statusOf(unchecked.id)).toBe('suspended');
  });

  it('refuses an expiry date that has passed (or is today) when the tradesperson saves it', async () => {
    const person = await createTradesperson(ctx.app, {}, { insured: false });
    const profile = (expiresOn: string): TradeProfileInput => ({
      about: '',
      yearsTrading: null,
      gasSafeNumber: '',
      schemeName: '',
      schemeNumber: '',
      insurer: 'Hiscox',
      policyNumber: '',
      coverPounds: null,
      insuranceExpiresOn: expiresOn,
    });
    for (const expiresOn of ['2020-01-31', londonDate(new Date())]) {
      const refused = await call('PUT', '/api/trade-profile', person.token, profile(expiresOn));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details).toEqual([
        expect.objectContaining({ field: 'insuranceExpiresOn', code: 'tradeProfile.validation.expiryPast' }),
      ]);
    }
    expect((await call('GET', '/api/trade-profile', person.token)).json().credentials).toEqual([]);
    expect((await call('PUT', '/api/trade-profile', person.token, profile(dateIn(40)))).statusCode).toBe(200);
  });
});

describe(`an expired insurance hides its holder (${dialectName()})`, () => {
  it('from the directory, the profile, the top-rated, the count, quoting and job alerts', async () => {
    const person = await createTradesperson(ctx.app, {
      trade: 'roofer',
      businessName: 'Lapsed Roofing',
      postcode: 'TR1 1AA',
      city: 'Truro',
    });
    expect((await approve(person.id)).statusCode).toBe(200);
    // A record good enough for the top-rated.
    await ctx.database.db
      .insertInto('tradespersonRatings')
      .values({
        tradespersonId: person.id,
        reviewCount: 40,
        ratingSum: 200,
        qualitySum: 200,
        reliabilitySum: 200,
        valueSum: 200,
        stars1: 0,
        stars2: 0,
        stars3: 0,
        stars4: 0,
        stars5: 40,
        average: 5,
        ranking: 4.8,
      })
      .execute();
    const alerts = await call('PUT', '/api/account/notifications', person.token, { newJobs: 'instant' });
    expect(alerts.statusCode).toBe(200);
    const client = await createClient(ctx.app);
    const jobIn = (jobDescription: string) =>
      createJob(ctx.app, client.token, {
        workType: 'roofer',
        jobDescription,
        address: { street: '1 Lemon Street', city: 'Truro', postcode: 'TR1 2BB' },
      });
    const job = await jobIn('Three slipped slates over the porch.');
    const seen = async () => ({
      directory: (await call('GET', '/api/tradespeople?trade=roofer')).json<{ _id: string }[]>().map((p) => p._id),
      profile: (await call('GET', `/api/tradespeople/${person.id}`)).statusCode,
      topRated: (await call('GET', '/api/top-rated')).json<{ _id: string }[]>().map((p) => p._id),
      count: (await call('GET', '/api/stats')).json<{ approvedTradespeople: number }>().approvedTradespeople,
      quote: (await call('GET', `/api/apply-job/${job._id}`, person.token)).json().code ?? 'ok',
    });
    const before = await seen();
    expect(before).toMatchObject({ directory: [person.id], profile: 200, topRated: [person.id], quote: 'ok' });

    // Its expiry date comes: nothing is written, the rule reads the UK date.
    await ctx.database.db
      .updateTable('credentials')
      .set({ expiresOn: londonDate(new Date()) })
      .where('tradespersonId', '=', person.id)
      .execute();
    expect(await seen()).toEqual({
      directory: [],
      profile: 404,
      topRated: [],
      count: before.count - 1,
      quote: 'INSURANCE_EXPIRED',
    });
    const applied = await call('POST', `/api/apply-job/${job._id}`, person.token, { quotation: 'I can do it.' });
    expect(applied.statusCode).toBe(403);
    // No alert for a job posted now; with a new insurance checked, the next one alerts them again.
    await jobIn('Moss on a garage roof, posted while uninsured.');
    await giveInsurance(ctx.database.db, person.id, { expiresOn: dateIn(200) });
    await jobIn('Chimney flashing letting rain in.');
    const subject = 'New roofer job in Truro';
    await mailsTo(smtp, person.email, subject);
    await outboxEmpty();
    const sent = smtp.messages.filter((mail) => mail.subject === subject && mail.text?.includes('Truro'));
    // The outbox delivers in any order: the two insured jobs alerted them, the uninsured one did not.
    expect(sent.map((mail) => /Moss|Chimney|slates/.exec(mail.text ?? '')?.[0]).sort()).toEqual(['Chimney', 'slates']);
    expect(await seen()).toMatchObject({ directory: [person.id], profile: 200, topRated: [person.id], quote: 'ok' });
  });
});

describe(`insurance reminders (${dialectName()})`, () => {
  it('emails 30 and 7 days before the expiry date, once each per insurance, in the holder’s language', async () => {
    const person = await createTradesperson(ctx.app, { language: 'fr', businessName: 'Rappel SARL' });
    expect((await approve(person.id)).statusCode).toBe(200);
    const expiresOn = dateIn(45);
    await giveInsurance(ctx.database.db, person.id, { expiresOn });
    const at = (daysBefore: number) => new Date(Date.parse(`${expiresOn}T12:00:00Z`) - daysBefore * DAY);
    const send = (now: Date) => sendInsuranceReminders(ctx.database.db, ctx.app.mailer, now);
    const reminders = () =>
      smtp.messages.filter(
        (mail) => (mail.to as { text: string }).text === person.email && mail.subject?.includes('assurance'),
      );

    expect(await send(at(31))).toBe(0);
    expect(await send(at(30))).toBe(1);
    // Again the same day, the next day, after a restart: nothing more until the last week.
    expect(await send(at(30))).toBe(0);
    expect(await send(at(12))).toBe(0);
    expect(await send(at(7))).toBe(1);
    expect(await send(at(3))).toBe(0);
    expect(await send(at(0))).toBe(0);
    const subject = (days: number) => `Votre assurance responsabilité civile professionnelle expire dans ${days} jours`;
    const [first] = await mailsTo(smtp, person.email, subject(30));
    const [last] = await mailsTo(smtp, person.email, subject(7));
    expect(first!.text).toContain('chez Hiscox expire le');
    expect(last!.text).toContain('https://tradewise.test/account/profile');
    await outboxEmpty();
    expect(reminders()).toHaveLength(2);

    // A new insurance starts again: its own two reminders.
    const renewed = dateIn(60);
    await giveInsurance(ctx.database.db, person.id, { expiresOn: renewed });
    expect(await send(new Date(Date.parse(`${renewed}T12:00:00Z`) - 30 * DAY))).toBe(1);
  });

  it('sends nothing for an unchecked insurance or to a tradesperson not approved', async () => {
    const pending = await createTradesperson(ctx.app);
    const unchecked = await createTradesperson(ctx.app);
    expect((await approve(unchecked.id)).statusCode).toBe(200);
    const expiresOn = dateIn(100);
    await giveInsurance(ctx.database.db, pending.id, { expiresOn });
    await giveInsurance(ctx.database.db, unchecked.id, { expiresOn, checked: false });
    const now = new Date(Date.parse(`${expiresOn}T12:00:00Z`) - 30 * DAY);
    expect(await sendInsuranceReminders(ctx.database.db, ctx.app.mailer, now)).toBe(0);
  });
});
