/**
 * Visit reminders (issue 42): a day before to both sides, two hours before to those who chose it,
 * each sent once even with two servers sending at the same moment (two connections to one database).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/create-db.js';
import { createTestApp, type TestContext } from '../../../test/app.js';
import { visitHelpers } from '../../../test/visits.js';
import { sendVisitReminders } from './reminders.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const { inject, conversation, book, outbox } = visitHelpers(() => ctx);
const HOUR = 3_600_000;

/** A visit booked for the day after tomorrow, then moved in the table to start `hours` from now. */
async function visitIn(hours: number) {
  const parties = await conversation();
  const london = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(Date.now() + 3 * 24 * HOUR),
  );
  const visit = await book(parties, { date: london, start: '09:00', minutes: 60 });
  const startsAt = new Date(Date.now() + hours * HOUR).toISOString();
  const endsAt = new Date(Date.now() + (hours + 1) * HOUR).toISOString();
  await ctx.database.db.updateTable('visits').set({ startsAt, endsAt }).where('id', '=', visit._id).execute();
  return { parties, visit };
}

/** A second server's connection to the same database (a second pool on PostgreSQL). */
function secondServer() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return createDb(url, { schema: ctx.schema, poolSize: 5 });
  return null;
}

describe('visit reminders', () => {
  it('sends the day-before reminder once to each side, with two servers at the same moment', async () => {
    const { parties } = await visitIn(20);
    const second = secondServer();
    const { mailer } = ctx.app;
    try {
      const rounds = await Promise.all([
        sendVisitReminders(ctx.database.db, mailer),
        sendVisitReminders(second?.db ?? ctx.database.db, mailer),
        sendVisitReminders(ctx.database.db, mailer),
      ]);
      expect(rounds.reduce((sum, n) => sum + n, 0)).toBe(1);
    } finally {
      await second?.close();
    }
    const sent = (await outbox('visitReminder')).filter((row) =>
      [parties.client.email, parties.tradesperson.email].includes(row.recipient),
    );
    expect(sent.map((row) => row.recipient).sort()).toEqual([parties.client.email, parties.tradesperson.email].sort());
    expect(sent.every((row) => row.subject.includes('tomorrow'))).toBe(true);
    expect(await sendVisitReminders(ctx.database.db, ctx.app.mailer)).toBe(0);
  });

  it('sends the two-hour reminder only to those who chose it', async () => {
    const { parties } = await visitIn(1.5);
    await inject('PUT', '/api/visit-calendar', parties.tradesperson.token, { remindTwoHours: true });
    // The day-before one is long due too: it is sent as well (the visit was moved in the table).
    await sendVisitReminders(ctx.database.db, ctx.app.mailer);
    const soon = (await outbox('visitReminder')).filter(
      (row) =>
        row.subject.includes('in two hours') &&
        [parties.client.email, parties.tradesperson.email].includes(row.recipient),
    );
    expect(soon.map((row) => row.recipient)).toEqual([parties.tradesperson.email]);
  });

  it('sends none for a visit booked closer than the reminder (the booking says it all)', async () => {
    const parties = await conversation();
    const tomorrow = new Date(Date.now() + 5 * HOUR);
    const london = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(tomorrow);
    const time = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      minute: '2-digit',
    }).format(tomorrow);
    await book(parties, { date: london, start: time, minutes: 30 });
    expect(await sendVisitReminders(ctx.database.db, ctx.app.mailer)).toBe(0);
  });
});
