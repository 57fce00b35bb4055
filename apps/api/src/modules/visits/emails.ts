/**
 * The emails of visits, in each recipient's language: a proposal to the other side; a booking, a
 * move and a cancellation to both, each with its calendar invitation; reminders; the client's word
 * after the visit to the tradesperson. Queued in the transaction of the change.
 */
import type { Kysely } from 'kysely';
import type { Language } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { translate } from '../../lib/i18n.js';
import type { EmailKind, Mailer } from '../mail/index.js';
import { invitation, type Method } from './calendar.js';
import { slotInWords, type Slot } from './london-time.js';
import type { Side, VisitRow } from './repository.js';

type Db = Kysely<Database>;

const domainOf = (mailer: Mailer) => new URL(mailer.link('/')).hostname;
export const visitLink = (mailer: Mailer, row: Pick<VisitRow, 'conversationId'>) =>
  mailer.link(`/messages?c=${row.conversationId}`);

const partyOf = (row: VisitRow, side: Side) =>
  side === 'client'
    ? { to: row.clientEmail, id: row.clientId, name: row.clientName, language: row.clientLanguage as Language }
    : {
        to: row.tradespersonEmail,
        id: row.tradespersonId,
        name: row.tradespersonName,
        language: row.tradespersonLanguage as Language,
      };

const otherName = (row: VisitRow, side: Side) => (side === 'client' ? row.businessName : row.clientName);

interface Extra {
  facts?: (language: Language) => string[];
  values?: (language: Language) => Record<string, string>;
  calendar?: Method;
}

/** One email about the visit to one side. */
async function tell(db: Db, mailer: Mailer, row: VisitRow, side: Side, kind: EmailKind, extra: Extra = {}) {
  const party = partyOf(row, side);
  const { language } = party;
  const when = row.startsAt ? slotInWords({ startsAt: row.startsAt, endsAt: row.endsAt! }, language) : '';
  const url = visitLink(mailer, row);
  await mailer.queue(db, {
    kind,
    to: party.to,
    account: { role: side, id: party.id },
    language,
    name: party.name,
    values: {
      name: otherName(row, side),
      trade: translate(language, `enums.trades.${row.workType}`),
      when,
      ...extra.values?.(language),
    },
    facts: extra.facts?.(language),
    actionUrl: url,
    ...(extra.calendar
      ? {
          calendar: {
            method: extra.calendar,
            content: invitation(row, extra.calendar, { side, language }, { domain: domainOf(mailer), url }),
          },
        }
      : {}),
  });
}

const addressFact = (row: VisitRow) => (language: Language) => [
  translate(language, 'email.visitFacts.address', { address: `${row.street}, ${row.city} ${row.postcode}` }),
];

export async function proposed(db: Db, mailer: Mailer, row: VisitRow, to: Side, options: Slot[]) {
  await tell(db, mailer, row, to, 'visitProposed', {
    facts: (language) => options.map((slot) => slotInWords(slot, language)),
  });
}

export async function booked(db: Db, mailer: Mailer, row: VisitRow) {
  for (const side of ['client', 'tradesperson'] as const) {
    await tell(db, mailer, row, side, 'visitBooked', { calendar: 'REQUEST', facts: addressFact(row) });
  }
}

export async function moved(db: Db, mailer: Mailer, row: VisitRow, reason: string) {
  for (const side of ['client', 'tradesperson'] as const) {
    await tell(db, mailer, row, side, 'visitMoved', {
      calendar: 'REQUEST',
      facts: (language) => [...addressFact(row)(language), translate(language, 'email.visitFacts.reason', { reason })],
    });
  }
}

/** A booked visit's cancellation goes to both with the CANCEL; a withdrawn proposal to the other side only. */
export async function cancelled(db: Db, mailer: Mailer, row: VisitRow, by: Side, wasBooked: boolean, reason: string) {
  const sides: Side[] = wasBooked ? ['client', 'tradesperson'] : [by === 'client' ? 'tradesperson' : 'client'];
  for (const side of sides) {
    await tell(db, mailer, row, side, 'visitCancelled', {
      ...(wasBooked ? { calendar: 'CANCEL' as const } : {}),
      facts: (language) => [translate(language, 'email.visitFacts.reason', { reason })],
    });
  }
}

export async function reminder(db: Db, mailer: Mailer, row: VisitRow, side: Side, lead: 'day' | 'soon') {
  await tell(db, mailer, row, side, 'visitReminder', {
    values: (language) => ({ lead: translate(language, `email.visitFacts.lead_${lead}`) }),
    facts: addressFact(row),
  });
}

export async function outcomeGiven(db: Db, mailer: Mailer, row: VisitRow) {
  await tell(db, mailer, row, 'tradesperson', 'visitOutcome', {
    values: (language) => ({ outcome: translate(language, `email.visitFacts.outcome_${row.outcome}`) }),
  });
}
