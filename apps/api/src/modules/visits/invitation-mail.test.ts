/**
 * The invitation as it leaves through SMTP (issue 42): a booked visit's email carries a
 * text/calendar part with METHOD:REQUEST, which parses back to the visit's event.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import nodeIcal, { type VEvent } from 'node-ical';
import { createMailTestApp, type TestSmtp } from '../../../test/smtp.js';
import type { TestContext } from '../../../test/app.js';
import { londonDateIn, visitHelpers } from '../../../test/visits.js';

let ctx: TestContext;
let smtp: TestSmtp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ context: ctx, smtp, close } = await createMailTestApp());
});
afterAll(async () => close());

const { conversation, book } = visitHelpers(() => ctx);

it('sends the booking with its calendar invitation (text/calendar, METHOD:REQUEST)', async () => {
  const parties = await conversation();
  const visit = await book(parties, { date: londonDateIn(4), start: '11:00', minutes: 60 });
  const deadline = Date.now() + 15_000;
  const booked = () => smtp.messages.filter((mail) => mail.subject?.startsWith('Visit booked'));
  while (booked().length < 2 && Date.now() < deadline)
    await smtp.received(smtp.messages.length + 1).catch(() => undefined);
  expect(
    booked()
      .map((mail) => (mail.to as { text: string }).text)
      .sort(),
  ).toEqual([parties.client.email, parties.tradesperson.email].sort());
  for (const mail of booked()) {
    const part = mail.attachments.find((file) => file.contentType === 'text/calendar');
    expect(part, 'a text/calendar part').toBeDefined();
    const text = part!.content.toString('utf8');
    expect(text).toContain('METHOD:REQUEST');
    const events = Object.values(nodeIcal.sync.parseICS(text)).filter((item) => item?.type === 'VEVENT') as VEvent[];
    expect(events.map((event) => event.uid)).toEqual([`visit-${visit._id}@tradewise.test`]);
    expect(events[0]!.start.toISOString()).toBe(visit.startsAt);
  }
});
