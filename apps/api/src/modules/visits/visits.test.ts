/**
 * Site visits (issue 42): proposing, picking, moving and cancelling; the past, overlaps and London's
 * clock changes; who may do what; two picks racing; the emails and their calendar invitations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nodeIcal, { type VEvent } from 'node-ical';
import type { Visit } from '@tradewise/shared';
import { createTestApp, type TestContext } from '../../../test/app.js';
import { createAdmin, createClient, signIn } from '../../../test/factories.js';
import { londonDateIn, visitHelpers } from '../../../test/visits.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const { inject, approvedTradesperson, conversation, propose, act, book, outbox } = visitHelpers(() => ctx);
const at = (days: number, start: string, minutes = 60) => ({ date: londonDateIn(days), start, minutes });

/** The one event of an .ics text, with the calendar's METHOD. */
function parseInvitation(text: string) {
  const parsed = nodeIcal.sync.parseICS(text);
  const events = Object.values(parsed).filter((item) => item?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  const event = events[0] as VEvent;
  return { event, method: (parsed.vcalendar as { method?: string } | undefined)?.method };
}

describe('proposing and picking', () => {
  it('books the time the other side picks, shows it to both with the street for the tradesperson', async () => {
    const parties = await conversation();
    const res = await propose(parties.tradesperson.token, parties.conversationId, [at(3, '09:00'), at(4, '14:30', 90)]);
    expect(res.statusCode).toBe(201);
    const visit = res.json<Visit>();
    expect(visit).toMatchObject({ status: 'proposed', proposedBy: 'tradesperson', mine: true });
    expect(visit.options).toHaveLength(2);
    // Before the booking, the tradesperson sees no street.
    expect(visit.address).toEqual({ street: null, city: 'Manchester', postcode: 'M3 4LQ' });
    // The client is told of the proposal (no calendar yet).
    const told = await outbox('visitProposed');
    expect(told.map((row) => row.recipient)).toEqual([parties.client.email]);
    expect(told[0]!.calendar).toBeNull();

    // The tradesperson cannot pick their own proposal; the client must agree to share the street.
    expect((await act(parties.tradesperson.token, visit._id, 'pick', { option: 0 })).json().code).toBe(
      'VISIT_NOT_OPEN',
    );
    const noConsent = await act(parties.client.token, visit._id, 'pick', { option: 1 });
    expect(noConsent.statusCode).toBe(422);
    expect(noConsent.json().code).toBe('VISIT_ADDRESS_CONSENT');

    const picked = await act(parties.client.token, visit._id, 'pick', { option: 1, shareAddress: true });
    expect(picked.statusCode).toBe(200);
    expect(picked.json<Visit>()).toMatchObject({ status: 'booked', startsAt: visit.options[1]!.startsAt });

    for (const token of [parties.client.token, parties.tradesperson.token]) {
      const mine = (await inject('GET', '/api/visits', token)).json<Visit[]>();
      expect(mine.map((v) => [v._id, v.status])).toEqual([[visit._id, 'booked']]);
      expect(mine[0]!.address.street).toBe('22 Deansgate');
    }
    // Both sides are sent the invitation, in their language, with METHOD:REQUEST.
    const invitations = await outbox('visitBooked');
    expect(invitations.map((row) => row.recipient).sort()).toEqual(
      [parties.client.email, parties.tradesperson.email].sort(),
    );
    for (const row of invitations) {
      const { method, content } = JSON.parse(row.calendar!) as { method: string; content: string };
      expect(method).toBe('REQUEST');
      const { event, method: parsedMethod } = parseInvitation(content);
      expect(parsedMethod).toBe('REQUEST');
      expect(event.uid).toContain(visit._id);
      expect(Number(event.sequence)).toBe(0);
      expect(event.start.toISOString()).toBe(visit.options[1]!.startsAt);
      expect(event.location).toContain('22 Deansgate');
    }
  });

  it('lets the other side propose others instead, replacing the waiting proposal', async () => {
    const parties = await conversation();
    const first = (await propose(parties.tradesperson.token, parties.conversationId, [at(3, '09:00')])).json<Visit>();
    const counter = await propose(
      parties.client.token,
      parties.conversationId,
      [at(5, '10:00'), at(6, '11:00'), at(7, '12:00')],
      true,
    );
    expect(counter.statusCode).toBe(201);
    const listed = (
      await inject('GET', `/api/conversations/${parties.conversationId}/visits`, parties.tradesperson.token)
    ).json<Visit[]>();
    expect(listed.map((v) => v._id)).toEqual([counter.json<Visit>()._id]);
    expect((await act(parties.client.token, first._id, 'pick', { option: 0, shareAddress: true })).json().code).toBe(
      'VISIT_NOT_OPEN',
    );
    expect((await act(parties.tradesperson.token, first._id, 'pick', { option: 0 })).json().code).toBe(
      'VISIT_NOT_OPEN',
    );
    // The client agreed when proposing: the tradesperson's pick shows them the street.
    const picked = await act(parties.tradesperson.token, counter.json<Visit>()._id, 'pick', { option: 2 });
    expect(picked.json<Visit>().address.street).toBe('22 Deansgate');
  });

  it('refuses more than three times, a client proposing without agreeing, and nonsense', async () => {
    const parties = await conversation();
    const four = [at(3, '09:00'), at(3, '11:00'), at(3, '13:00'), at(3, '15:00')];
    expect((await propose(parties.tradesperson.token, parties.conversationId, four)).statusCode).toBe(400);
    expect((await propose(parties.client.token, parties.conversationId, [at(3, '09:00')])).json().code).toBe(
      'VISIT_ADDRESS_CONSENT',
    );
    expect(
      (await propose(parties.tradesperson.token, parties.conversationId, [{ ...at(3, '25:00') }])).statusCode,
    ).toBe(400);
    expect((await propose(parties.tradesperson.token, parties.conversationId, [at(3, '09:00', 5)])).statusCode).toBe(
      400,
    );
    expect(
      await ctx.database.db
        .selectFrom('visits')
        .select('id')
        .where('conversationId', '=', parties.conversationId)
        .execute(),
    ).toEqual([]);
  });
});

describe('times', () => {
  it('refuses a time already past', async () => {
    const parties = await conversation();
    const res = await propose(parties.tradesperson.token, parties.conversationId, [at(-1, '09:00')]);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('VISIT_IN_PAST');
  });

  it('places times right across the clocks going forward (last Sunday of March)', async () => {
    const parties = await conversation();
    // 28 March 2027: at 01:00 GMT the clocks go to 02:00 BST.
    const gap = await propose(parties.tradesperson.token, parties.conversationId, [
      { date: '2027-03-28', start: '01:30', minutes: 60 },
    ]);
    expect(gap.statusCode).toBe(422);
    expect(gap.json().code).toBe('VISIT_TIME_MISSING');
    const res = await propose(parties.tradesperson.token, parties.conversationId, [
      { date: '2027-03-28', start: '00:30', minutes: 120 },
      { date: '2027-03-28', start: '09:00', minutes: 60 },
      { date: '2027-03-27', start: '09:00', minutes: 60 },
    ]);
    expect(res.json<Visit>().options).toEqual([
      // Two real hours from 00:30 GMT end at 03:30 BST.
      { startsAt: '2027-03-28T00:30:00.000Z', endsAt: '2027-03-28T02:30:00.000Z' },
      { startsAt: '2027-03-28T08:00:00.000Z', endsAt: '2027-03-28T09:00:00.000Z' },
      { startsAt: '2027-03-27T09:00:00.000Z', endsAt: '2027-03-27T10:00:00.000Z' },
    ]);
  });

  it('places times right across the clocks going back (last Sunday of October)', async () => {
    const parties = await conversation();
    const res = await propose(parties.tradesperson.token, parties.conversationId, [
      // 31 October 2027: at 02:00 BST the clocks go back to 01:00 GMT; 01:30 comes twice (the second, GMT, is taken).
      { date: '2027-10-31', start: '01:30', minutes: 60 },
      { date: '2027-10-31', start: '00:30', minutes: 120 },
      { date: '2027-10-31', start: '09:00', minutes: 60 },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json<Visit>().options).toEqual([
      { startsAt: '2027-10-31T01:30:00.000Z', endsAt: '2027-10-31T02:30:00.000Z' },
      { startsAt: '2027-10-30T23:30:00.000Z', endsAt: '2027-10-31T01:30:00.000Z' },
      { startsAt: '2027-10-31T09:00:00.000Z', endsAt: '2027-10-31T10:00:00.000Z' },
    ]);
  });

  it('refuses a booking or move overlapping another booked visit of the same tradesperson', async () => {
    const trader = await approvedTradesperson();
    const first = await conversation(trader);
    const second = await conversation(trader);
    await book(first, at(10, '10:00', 60));
    const overlapping = (
      await propose(second.client.token, second.conversationId, [at(10, '10:30', 60)], true)
    ).json<Visit>();
    const refused = await act(trader.token, overlapping._id, 'pick', { option: 0 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('VISIT_OVERLAP');
    expect(
      (await inject('GET', `/api/conversations/${second.conversationId}/visits`, trader.token)).json<Visit[]>()[0]!
        .status,
    ).toBe('proposed');
    // Back to back is fine; then moving onto the first one is refused.
    const adjacent = (
      await propose(second.client.token, second.conversationId, [at(10, '11:00', 60)], true)
    ).json<Visit>();
    const booked = await act(trader.token, adjacent._id, 'pick', { option: 0 });
    expect(booked.statusCode).toBe(200);
    const move = await act(second.client.token, adjacent._id, 'move', {
      ...at(10, '10:15', 30),
      reason: 'Earlier suits me',
    });
    expect(move.json().code).toBe('VISIT_OVERLAP');
    // Another tradesperson at the same time is no overlap.
    const other = await conversation();
    expect((await book(other, at(10, '10:00', 60))).status).toBe('booked');
  });
});

describe('moving and cancelling', () => {
  it('moves a booked visit: same UID, SEQUENCE raised, both told with the reason', async () => {
    const parties = await conversation();
    const visit = await book(parties, at(5, '09:00'));
    const moved = await act(parties.client.token, visit._id, 'move', { ...at(6, '15:00', 45), reason: 'Working late' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Visit>()).toMatchObject({ status: 'booked', sequence: 1, moveReason: 'Working late' });
    const emails = await outbox('visitMoved');
    expect(emails).toHaveLength(2);
    for (const row of emails) {
      expect(row.textBody).toContain('Working late');
      const { event, method } = parseInvitation((JSON.parse(row.calendar!) as { content: string }).content);
      expect(method).toBe('REQUEST');
      expect(event.uid).toBe(`visit-${visit._id}@127.0.0.1`);
      expect(Number(event.sequence)).toBe(1);
      expect(event.start.toISOString()).toBe(moved.json<Visit>().startsAt);
    }
    // A reason is needed; the past is refused.
    expect((await act(parties.client.token, visit._id, 'move', at(6, '16:00'))).statusCode).toBe(400);
    expect(
      (await act(parties.tradesperson.token, visit._id, 'move', { ...at(-2, '16:00'), reason: 'x' })).json().code,
    ).toBe('VISIT_IN_PAST');
  });

  it('cancels with a reason: METHOD CANCEL to both, the street hidden again, then nothing more', async () => {
    const parties = await conversation();
    const visit = await book(parties, at(5, '09:00'));
    const cancelled = await act(parties.tradesperson.token, visit._id, 'cancel', { reason: 'Van broke down' });
    expect(cancelled.json<Visit>()).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'tradesperson',
      cancelReason: 'Van broke down',
    });
    expect(cancelled.json<Visit>().address.street).toBeNull();
    const emails = await outbox('visitCancelled');
    expect(emails).toHaveLength(2);
    for (const row of emails) {
      const calendar = JSON.parse(row.calendar!) as { method: string; content: string };
      expect(calendar.method).toBe('CANCEL');
      const { event, method } = parseInvitation(calendar.content);
      expect(method).toBe('CANCEL');
      expect(event.status).toBe('CANCELLED');
      expect(event.uid).toBe(`visit-${visit._id}@127.0.0.1`);
      expect(Number(event.sequence)).toBe(1);
    }
    expect((await act(parties.client.token, visit._id, 'cancel', { reason: 'again' })).json().code).toBe(
      'VISIT_NOT_OPEN',
    );
    expect((await act(parties.client.token, visit._id, 'move', { ...at(6, '09:00'), reason: 'x' })).json().code).toBe(
      'VISIT_NOT_OPEN',
    );
    expect((await inject('GET', '/api/visits', parties.client.token)).json<Visit[]>()).toEqual([]);
  });

  it('writes the emails in each side’s language', async () => {
    const parties = await conversation();
    await ctx.database.db.updateTable('clients').set({ language: 'es' }).where('id', '=', parties.client.id).execute();
    await ctx.database.db
      .updateTable('tradespeople')
      .set({ language: 'fr' })
      .where('id', '=', parties.tradesperson.id)
      .execute();
    const visit = await book(parties, at(5, '09:00'));
    await act(parties.client.token, visit._id, 'cancel', { reason: 'Ya no hace falta' });
    const rows = (await outbox('visitCancelled')).filter((row) =>
      [parties.client.email, parties.tradesperson.email].includes(row.recipient),
    );
    const byRecipient = Object.fromEntries(rows.map((row) => [row.recipient, row]));
    expect(byRecipient[parties.client.email]).toMatchObject({ language: 'es', subject: 'Visita cancelada' });
    expect(byRecipient[parties.tradesperson.email]).toMatchObject({ language: 'fr', subject: 'Visite annulée' });
    const { event } = parseInvitation(
      (JSON.parse(byRecipient[parties.tradesperson.email]!.calendar!) as { content: string }).content,
    );
    expect(event.summary).toContain('avec');
  });
});

describe('who may do what', () => {
  it('answers 404 to anyone outside the conversation, 401 without a session', async () => {
    const parties = await conversation();
    const visit = (await propose(parties.tradesperson.token, parties.conversationId, [at(4, '09:00')])).json<Visit>();
    const stranger = await createClient(ctx.app);
    const otherTrader = await approvedTradesperson();
    const admin = await createAdmin(ctx.database.db);
    const adminToken = await signIn(ctx.app, 'admin', admin);
    for (const token of [stranger.token, otherTrader.token, adminToken]) {
      expect((await act(token, visit._id, 'pick', { option: 0, shareAddress: true })).statusCode).toBe(404);
      expect((await act(token, visit._id, 'cancel', { reason: 'no' })).statusCode).toBe(404);
      expect((await propose(token, parties.conversationId, [at(4, '10:00')], true)).statusCode).toBe(404);
      expect((await inject('GET', `/api/conversations/${parties.conversationId}/visits`, token)).statusCode).toBe(404);
    }
    expect((await inject('GET', '/api/visits', adminToken)).statusCode).toBe(403);
    expect((await act('', visit._id, 'pick', { option: 0 })).statusCode).toBe(401);
    expect((await inject('GET', '/api/visits')).statusCode).toBe(401);
  });
});

describe('two picks racing on one proposal', () => {
  it('give one booking', async () => {
    const parties = await conversation();
    const visit = (
      await propose(parties.tradesperson.token, parties.conversationId, [at(8, '09:00'), at(8, '13:00')])
    ).json<Visit>();
    const answers = await Promise.all(
      [0, 1, 0, 1, 0, 1].map((option) => act(parties.client.token, visit._id, 'pick', { option, shareAddress: true })),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    const rows = await ctx.database.db.selectFrom('visits').select(['status']).where('id', '=', visit._id).execute();
    expect(rows).toEqual([{ status: 'booked' }]);
    const booked = (await outbox('visitBooked')).filter((row) => row.recipient === parties.client.email);
    expect(booked).toHaveLength(1);
  });

  it('give one booking of two overlapping proposals of the same tradesperson', async () => {
    const trader = await approvedTradesperson();
    const [a, b] = [await conversation(trader), await conversation(trader)];
    const va = (await propose(trader.token, a.conversationId, [at(9, '09:00')])).json<Visit>();
    const vb = (await propose(trader.token, b.conversationId, [at(9, '09:30')])).json<Visit>();
    const answers = await Promise.all([
      act(a.client.token, va._id, 'pick', { option: 0, shareAddress: true }),
      act(b.client.token, vb._id, 'pick', { option: 0, shareAddress: true }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const booked = await ctx.database.db
      .selectFrom('visits')
      .select('id')
      .where('tradespersonId', '=', trader.id)
      .where('status', '=', 'booked')
      .execute();
    expect(booked).toHaveLength(1);
  });
});

describe('after the visit', () => {
  async function visitEnded(daysAgo: number) {
    const parties = await conversation();
    const visit = await book(parties, at(5, '09:00'));
    const startsAt = new Date(Date.now() - daysAgo * 86_400_000 - 3_600_000).toISOString();
    const endsAt = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
    await ctx.database.db.updateTable('visits').set({ startsAt, endsAt }).where('id', '=', visit._id).execute();
    return { parties, visit };
  }

  it('the client says once how it went; the tradesperson sees it and replies once', async () => {
    const { parties, visit } = await visitEnded(1);
    const [mine] = (await inject('GET', '/api/visits', parties.client.token)).json<Visit[]>();
    expect(mine!.can).toMatchObject({ recordOutcome: true, move: false, cancel: false });
    expect(mine!.address.street).toBe('22 Deansgate');
    // Over: the tradesperson no longer sees the street.
    const [theirs] = (await inject('GET', '/api/visits', parties.tradesperson.token)).json<Visit[]>();
    expect(theirs!.address.street).toBeNull();

    expect((await act(parties.tradesperson.token, visit._id, 'outcome', { outcome: 'happened' })).statusCode).toBe(403);
    expect((await act(parties.tradesperson.token, visit._id, 'reply', { text: 'Too early' })).json().code).toBe(
      'VISIT_NOT_OPEN',
    );
    const said = await act(parties.client.token, visit._id, 'outcome', { outcome: 'no_show' });
    expect(said.json<Visit>()).toMatchObject({ outcome: 'no_show' });
    expect((await act(parties.client.token, visit._id, 'outcome', { outcome: 'happened' })).json().code).toBe(
      'VISIT_OUTCOME_CLOSED',
    );
    expect((await outbox('visitOutcome')).map((row) => row.recipient)).toContain(parties.tradesperson.email);

    const replied = await act(parties.tradesperson.token, visit._id, 'reply', { text: 'I came at 9 and rang twice.' });
    expect(replied.json<Visit>()).toMatchObject({ outcome: 'no_show', reply: 'I came at 9 and rang twice.' });
    expect((await act(parties.tradesperson.token, visit._id, 'reply', { text: 'Again' })).json().code).toBe(
      'ALREADY_REPLIED',
    );
    const seen = (await inject('GET', '/api/visits', parties.client.token)).json<Visit[]>()[0]!;
    expect(seen).toMatchObject({ outcome: 'no_show', reply: 'I came at 9 and rang twice.' });
  });

  it('not before the visit ends, nor more than 7 days after', async () => {
    const parties = await conversation();
    const coming = await book(parties, at(5, '09:00'));
    expect((await act(parties.client.token, coming._id, 'outcome', { outcome: 'happened' })).json().code).toBe(
      'VISIT_OUTCOME_CLOSED',
    );
    const { parties: late, visit } = await visitEnded(8);
    expect((await act(late.client.token, visit._id, 'outcome', { outcome: 'happened' })).json().code).toBe(
      'VISIT_OUTCOME_CLOSED',
    );
  });
});
