/**
 * Site visits (issue 42): the rules. A visit is arranged on a conversation that is open, by its
 * client or its tradesperson; the other side picks one of up to three times or proposes others.
 * The client agrees, when proposing or picking, that the tradesperson sees the street for the
 * visit. A time in the past, one London's clock never shows, or one overlapping another booked
 * visit of the same tradesperson is refused. Of two picks racing, one books (the other: 409).
 */
import type { Kysely } from 'kysely';
import {
  VISIT_LIMITS,
  type CancelVisitInput,
  type MoveVisitInput,
  type PickVisitInput,
  type ProposeVisitInput,
  type Visit,
  type VisitOutcomeInput,
  type VisitReplyInput,
  type VisitTimeInput,
} from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import type { Session } from '../../plugins/auth.js';
import type { Mailer } from '../mail/index.js';
import { conversationParties } from '../messaging/index.js';
import { recordVisitOutcome } from '../reliability/index.js';
import * as emails from './emails.js';
import { slotOf, type Slot } from './london-time.js';
import * as repo from './repository.js';
import type { Side, VisitRow } from './repository.js';

type Db = Kysely<Database>;
interface Deps {
  db: Db;
  mailer: Mailer;
  postgres: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const other = (side: Side): Side => (side === 'client' ? 'tradesperson' : 'client');

function sideOf(session: Session): { side: Side; id: string } {
  if (session.role === 'admin') throw new AppError('NOT_FOUND');
  return { side: session.role, id: session.userId };
}

/** A visit `session` is a side of; anyone else is answered as for an unknown id. */
async function ownVisit(db: Db, session: Session, id: string) {
  const person = sideOf(session);
  const row = await repo.findVisit(db, id);
  if (!row || (person.side === 'client' ? row.clientId : row.tradespersonId) !== person.id) {
    throw new AppError('NOT_FOUND');
  }
  return { side: person.side, row };
}

/** The instants of a time typed on London's clock: refused if the clock never shows it or it has begun. */
function futureSlot(time: VisitTimeInput, now: number): Slot {
  const slot = slotOf(time);
  if (!slot) throw new AppError('VISIT_TIME_MISSING');
  if (Date.parse(slot.startsAt) <= now) throw new AppError('VISIT_IN_PAST');
  return slot;
}

const optionsOf = (row: VisitRow) => JSON.parse(row.options) as Slot[];
const isOver = (row: VisitRow, now: number) => row.endsAt !== null && Date.parse(row.endsAt) <= now;

/** The reminders a booking at `slot` made now will not need (its time is already that close). */
function remindersNotNeeded(slot: Slot, now: number) {
  const lead = Date.parse(slot.startsAt) - now;
  const at = new Date(now).toISOString();
  return { dayRemindedAt: lead <= DAY_MS ? at : null, soonRemindedAt: lead <= DAY_MS / 12 ? at : null };
}

/** The visit as `side` sees it, with what they may do now. */
export function visitFor(row: VisitRow, side: Side, now = Date.now()): Visit {
  const booked = row.status === 'booked';
  const over = isOver(row, now);
  const outcomeOpen = booked && over && now - Date.parse(row.endsAt!) <= VISIT_LIMITS.outcomeDays * DAY_MS;
  const streetShown = side === 'client' || (booked && !over && row.addressAgreedAt !== null);
  return {
    _id: row.id,
    conversationId: row.conversationId,
    job: { _id: row.jobId, workType: row.workType },
    status: row.status,
    proposedBy: row.proposedBy,
    mine: row.proposedBy === side,
    options: optionsOf(row),
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    counterpart:
      side === 'client' ? { name: row.tradespersonName, businessName: row.businessName } : { name: row.clientName },
    address: { street: streetShown ? row.street : null, city: row.city, postcode: row.postcode },
    sequence: row.sequence,
    moveReason: row.moveReason,
    cancelReason: row.cancelReason,
    cancelledBy: row.cancelledBy,
    outcome: row.outcome,
    reply: row.replyText,
    can: {
      pick: row.status === 'proposed' && row.proposedBy !== side,
      move: booked && !over,
      cancel: row.status === 'proposed' || (booked && !over),
      recordOutcome: side === 'client' && outcomeOpen && row.outcome === null,
      reply: side === 'tradesperson' && row.outcome !== null && row.replyText === null,
    },
  };
}

const reread = async (db: Db, id: string) => (await repo.findVisit(db, id))!;

/** Proposes up to three times on a conversation (replacing a proposal still waiting there). */
export async function propose(deps: Deps, session: Session, conversationId: string, input: ProposeVisitInput) {
  const parties = await conversationParties(deps.db, session, conversationId);
  if (!parties.open) throw new AppError('CONVERSATION_CLOSED');
  if (parties.side === 'client' && input.shareAddress !== true) throw new AppError('VISIT_ADDRESS_CONSENT');
  const now = Date.now();
  const options = input.times.map((time) => futureSlot(time, now));
  const id = newId();
  const row = await deps.db.transaction().execute(async (trx) => {
    const at = new Date(now).toISOString();
    await repo.replaceProposals(trx, conversationId, at);
    await repo.insertVisit(trx, {
      id,
      conversationId,
      jobId: parties.jobId,
      clientId: parties.clientId,
      tradespersonId: parties.tradespersonId,
      status: 'proposed',
      proposedBy: parties.side,
      options: JSON.stringify(options),
      addressAgreedAt: parties.side === 'client' ? at : null,
      createdAt: at,
      updatedAt: at,
    });
    const row = await reread(trx, id);
    await emails.proposed(trx, deps.mailer, row, other(parties.side), options);
    return row;
  });
  return visitFor(row, parties.side, now);
}

/** The other side picks one of the times: the visit is booked, once, whoever races. */
export async function pick(deps: Deps, session: Session, id: string, input: PickVisitInput) {
  const { side, row } = await ownVisit(deps.db, session, id);
  if (row.status !== 'proposed' || row.proposedBy === side) throw new AppError('VISIT_NOT_OPEN');
  if (side === 'client' && input.shareAddress !== true) throw new AppError('VISIT_ADDRESS_CONSENT');
  const slot = optionsOf(row)[input.option];
  if (!slot) throw new AppError('VALIDATION_FAILED');
  const now = Date.now();
  if (Date.parse(slot.startsAt) <= now) throw new AppError('VISIT_IN_PAST');
  const booked = await deps.db.transaction().execute(async (trx) => {
    await repo.lockTradesperson(trx, row.tradespersonId, deps.postgres);
    if (await repo.overlapsBooked(trx, row.tradespersonId, slot)) throw new AppError('VISIT_OVERLAP');
    const at = new Date(now).toISOString();
    const done = await repo.updateVisitIf(
      trx,
      id,
      { status: 'proposed' },
      {
        status: 'booked',
        ...slot,
        addressAgreedAt: row.addressAgreedAt ?? (side === 'client' ? at : null),
        ...remindersNotNeeded(slot, now),
        updatedAt: at,
      },
    );
    if (!done) throw new AppError('VISIT_NOT_OPEN');
    const booked = await reread(trx, id);
    await emails.booked(trx, deps.mailer, booked);
    return booked;
  });
  return visitFor(booked, side, now);
}

/** Either side moves a booked visit to another time, with a reason: the same event, its SEQUENCE raised. */
export async function move(deps: Deps, session: Session, id: string, input: MoveVisitInput) {
  const { side, row } = await ownVisit(deps.db, session, id);
  const now = Date.now();
  if (row.status !== 'booked' || isOver(row, now)) throw new AppError('VISIT_NOT_OPEN');
  const slot = futureSlot(input, now);
  const moved = await deps.db.transaction().execute(async (trx) => {
    await repo.lockTradesperson(trx, row.tradespersonId, deps.postgres);
    if (await repo.overlapsBooked(trx, row.tradespersonId, slot, id)) throw new AppError('VISIT_OVERLAP');
    const done = await repo.updateVisitIf(
      trx,
      id,
      { status: 'booked', sequence: row.sequence },
      {
        ...slot,
        sequence: row.sequence + 1,
        moveReason: input.reason,
        ...remindersNotNeeded(slot, now),
        updatedAt: new Date(now).toISOString(),
      },
    );
    if (!done) throw new AppError('VISIT_NOT_OPEN');
    const moved = await reread(trx, id);
    await emails.moved(trx, deps.mailer, moved, input.reason);
    return moved;
  });
  return visitFor(moved, side, now);
}

/** Either side cancels a proposal or a booked visit not yet over, with a reason. */
export async function cancel(deps: Deps, session: Session, id: string, input: CancelVisitInput) {
  const { side, row } = await ownVisit(deps.db, session, id);
  const now = Date.now();
  const wasBooked = row.status === 'booked';
  if (!(row.status === 'proposed' || (wasBooked && !isOver(row, now)))) throw new AppError('VISIT_NOT_OPEN');
  const cancelled = await deps.db.transaction().execute(async (trx) => {
    const done = await repo.updateVisitIf(
      trx,
      id,
      { status: row.status, sequence: row.sequence },
      {
        status: 'cancelled',
        sequence: row.sequence + (wasBooked ? 1 : 0),
        cancelReason: input.reason,
        cancelledBy: side,
        updatedAt: new Date(now).toISOString(),
      },
    );
    if (!done) throw new AppError('VISIT_NOT_OPEN');
    const cancelled = await reread(trx, id);
    await emails.cancelled(trx, deps.mailer, cancelled, side, wasBooked, input.reason);
    return cancelled;
  });
  return visitFor(cancelled, side, now);
}

/** The client says the visit happened or nobody came: once, from its end to 7 days after. */
export async function recordOutcome(deps: Deps, session: Session, id: string, input: VisitOutcomeInput) {
  const { side, row } = await ownVisit(deps.db, session, id);
  if (side !== 'client') throw new AppError('FORBIDDEN');
  const now = Date.now();
  if (!visitFor(row, side, now).can.recordOutcome) throw new AppError('VISIT_OUTCOME_CLOSED');
  const updated = await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.setOutcome(trx, id, input.outcome, new Date(now).toISOString()))) {
      throw new AppError('VISIT_OUTCOME_CLOSED');
    }
    const updated = await reread(trx, id);
    await recordVisitOutcome(trx, updated.tradespersonId, input.outcome);
    await emails.outcomeGiven(trx, deps.mailer, updated);
    return updated;
  });
  return visitFor(updated, side, now);
}

/** The tradesperson answers the client's word once. */
export async function reply(deps: Deps, session: Session, id: string, input: VisitReplyInput) {
  const { side, row } = await ownVisit(deps.db, session, id);
  if (side !== 'tradesperson') throw new AppError('FORBIDDEN');
  if (row.outcome === null) throw new AppError('VISIT_NOT_OPEN');
  if (!(await repo.setReply(deps.db, id, input.text, nowIso()))) throw new AppError('ALREADY_REPLIED');
  return visitFor(await reread(deps.db, id), side);
}

/** The visits of a conversation (not the replaced proposals), newest first. */
export async function conversationVisits(db: Db, session: Session, conversationId: string) {
  const parties = await conversationParties(db, session, conversationId);
  const rows = await repo.visitsOfConversation(db, conversationId);
  return rows.map((row) => visitFor(row, parties.side));
}

/**
 * A person's proposals and booked visits not yet over or ended within the last 7 days, when the
 * client may say how it went (the dashboards), or, with `from` and `to`,
 * the booked ones in that span (the week view).
 */
export async function myVisits(db: Db, session: Session, span: { from?: string; to?: string }) {
  const { side, id } = sideOf(session);
  const rows = await repo.visitsOf(
    db,
    side,
    id,
    span.from ?? new Date(Date.now() - VISIT_LIMITS.outcomeDays * DAY_MS).toISOString(),
    span.to,
  );
  return rows.map((row) => visitFor(row, side));
}
