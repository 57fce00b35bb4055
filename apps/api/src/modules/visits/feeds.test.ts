/**
 * Visit calendars (issue 42): the private feed lists exactly the person's booked visits, parses as
 * iCalendar, and a renewed or revoked address answers 404; the two-hour reminder choice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nodeIcal from 'node-ical';
import type { CalendarFeed, VisitCalendar } from '@tradewise/shared';
import { createTestApp, type TestContext } from '../../../test/app.js';
import { londonDateIn, visitHelpers } from '../../../test/visits.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const { inject, approvedTradesperson, conversation, propose, act, book } = visitHelpers(() => ctx);
const at = (days: number, start: string, minutes = 60) => ({ date: londonDateIn(days), start, minutes });
const feedPath = (url: string) => new URL(url).pathname;

async function feedUids(path: string) {
  const res = await inject('GET', path);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/calendar/);
  const parsed = nodeIcal.sync.parseICS(res.body);
  return Object.values(parsed)
    .filter((item) => item?.type === 'VEVENT')
    .map((item) => (item as { uid: string }).uid.replace(/^visit-/, '').replace(/@.*$/, ''))
    .sort();
}

describe('the private calendar feed', () => {
  it('lists exactly the person’s booked visits; renewing or revoking ends the old address', async () => {
    const trader = await approvedTradesperson();
    const [a, b] = [await conversation(trader), await conversation(trader)];
    const other = await conversation();
    const va = await book(a, at(3, '09:00'));
    const vb = await book(b, at(4, '09:00'));
    await book(other, at(3, '09:00'));
    // A proposal and a cancelled visit are not in it.
    await propose(trader.token, a.conversationId, [at(6, '09:00')]);
    const cancelled = await book(b, at(5, '09:00'));
    await act(b.client.token, cancelled._id, 'cancel', { reason: 'No longer needed' });

    expect((await inject('GET', '/api/visit-calendar', trader.token)).json<VisitCalendar>()).toEqual({
      remindTwoHours: false,
      hasFeed: false,
    });
    const made = await inject('POST', '/api/visit-calendar/feed', trader.token);
    expect(made.statusCode).toBe(201);
    const first = feedPath(made.json<CalendarFeed>().url);
    expect(await feedUids(first)).toEqual([va._id, vb._id].sort());
    // The client's feed has their one visit.
    const clientFeed = feedPath(
      (await inject('POST', '/api/visit-calendar/feed', a.client.token)).json<CalendarFeed>().url,
    );
    expect(await feedUids(clientFeed)).toEqual([va._id]);

    const renewed = feedPath((await inject('POST', '/api/visit-calendar/feed', trader.token)).json<CalendarFeed>().url);
    expect(renewed).not.toBe(first);
    expect((await inject('GET', first)).statusCode).toBe(404);
    expect(await feedUids(renewed)).toEqual([va._id, vb._id].sort());

    expect((await inject('DELETE', '/api/visit-calendar/feed', trader.token)).statusCode).toBe(204);
    expect((await inject('GET', renewed)).statusCode).toBe(404);
    expect((await inject('GET', '/api/visit-calendar', trader.token)).json<VisitCalendar>().hasFeed).toBe(false);
    expect((await inject('GET', '/api/calendar-feeds/not-a-real-token-at-all-000/visits.ics')).statusCode).toBe(404);
  });

  it('keeps the two-hour reminder choice; administrators and visitors have no calendar', async () => {
    const parties = await conversation();
    const saved = await inject('PUT', '/api/visit-calendar', parties.client.token, { remindTwoHours: true });
    expect(saved.json<VisitCalendar>()).toEqual({ remindTwoHours: true, hasFeed: false });
    expect(
      (await inject('PUT', '/api/visit-calendar', parties.client.token, { remindTwoHours: 'yes' })).statusCode,
    ).toBe(400);
    expect((await inject('GET', '/api/visit-calendar')).statusCode).toBe(401);
  });
});
