import type { Kysely } from 'kysely';
import {
  LIMITS,
  type ChatMessage,
  type Conversation,
  type ConversationClosedReason,
  type ConversationSummary,
  type MessagePage,
  type ReportConversationInput,
} from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/create-db.js';
import { AppError } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { englishMessage } from '../../lib/messages.js';
import type { Session } from '../../plugins/auth.js';
import { isErased } from '../../lib/erased.js';
import type { LiveHub, Recipient } from '../live/index.js';
import { recordFirstAnswer } from '../reliability/index.js';
import { maskContacts } from '../../lib/mask-contacts.js';
import { allMessages } from './reported.js';
import * as repo from './repository.js';
import type { ConversationInState, Side } from './repository.js';

type Db = Kysely<Database>;

/** Someone who can take part in conversations; administrators never do. */
interface Person {
  role: Side;
  id: string;
}

const other = (side: Side): Side => (side === 'client' ? 'tradesperson' : 'client');
const personOf = (row: ConversationInState, side: Side): Recipient => ({
  role: side,
  id: side === 'client' ? row.clientId : row.tradespersonId,
});

function participant(session: Session): Person | null {
  return session.role === 'admin' ? null : { role: session.role, id: session.userId };
}

/**
 * The conversation, if `session` takes part in it. Anyone else (another client or tradesperson,
 * an administrator) is answered as for an unknown id, so they learn nothing of it.
 */
async function ownConversation(db: Db, session: Session, id: string) {
  const person = participant(session);
  const row = person && (await repo.findConversation(db, id));
  if (!person || !row || personOf(row, person.role).id !== person.id) throw new AppError('NOT_FOUND');
  return { person, row };
}

/** Whether this conversation's tradesperson was hired: contact details are shared from then on. */
const isHired = (row: ConversationInState) =>
  row.quotationStatus !== null && row.acceptedQuotationId === row.quotationId;

/**
 * Why no more messages may be sent, or null while they may: the quotation must still exist, and
 * either be pending on an open job or be the hired one (kept after the job is completed).
 */
export function closedReason(row: ConversationInState): ConversationClosedReason | null {
  if (isErased(row.clientEmail) || isErased(row.tradespersonEmail)) return 'account_closed';
  if (row.quotationStatus === null) return 'withdrawn';
  if (isHired(row) && (row.jobStatus === 'hired' || row.jobStatus === 'completed')) return null;
  if (row.jobStatus === 'open' && row.quotationStatus === 'pending') return null;
  return row.jobStatus === 'cancelled' ? 'cancelled' : 'not_chosen';
}

interface StoredMessage {
  id: string;
  authorRole: Side;
  text: string;
  createdAt: string;
}

/**
 * A message as `reader` sees it: the other side's contact details hidden until the hire; the
 * reader's own as typed, saying whether the other side sees some of it hidden (the sender is told).
 */
function messageFor(reader: Side, hired: boolean, message: StoredMessage): ChatMessage {
  const mine = message.authorRole === reader;
  const hidden = hired ? { text: message.text, masked: false } : maskContacts(message.text);
  const shown = mine ? { text: message.text, masked: false } : hidden;
  return { _id: message.id, ...shown, mine, hiddenFromThem: mine && hidden.masked, createdAt: message.createdAt };
}

function summaryOf(row: ConversationInState, reader: Side): ConversationSummary {
  const deleted = isErased(reader === 'client' ? row.tradespersonEmail : row.clientEmail);
  const counterpart =
    reader === 'client'
      ? {
          role: 'tradesperson' as const,
          name: row.tradespersonName,
          ...(deleted ? {} : { businessName: row.businessName }),
          deleted,
        }
      : { role: 'client' as const, name: row.clientName, deleted };
  const last = row.lastMessageId
    ? messageFor(reader, isHired(row), {
        id: row.lastMessageId,
        authorRole: row.lastMessageAuthor!,
        text: row.lastMessageText!,
        createdAt: row.lastMessageCreatedAt!,
      })
    : null;
  return {
    _id: row.id,
    job: { _id: row.jobId, workType: row.workType, city: row.city },
    counterpart,
    lastMessage: last,
    unread: row.lastSeq - (reader === 'client' ? row.clientReadSeq : row.tradeReadSeq),
    closedReason: closedReason(row),
    updatedAt: row.updatedAt,
  };
}

// ---- what other modules use ----

/** Opens the conversation of a quotation just made, in the transaction that stores it. */
export async function openConversation(
  trx: Kysely<Database>,
  quotation: { id: string; jobId: string; clientId: string; tradespersonId: string; createdAt: string },
) {
  await repo.insertConversation(trx, {
    id: newId(),
    jobId: quotation.jobId,
    clientId: quotation.clientId,
    tradespersonId: quotation.tradespersonId,
    quotationId: quotation.id,
    createdAt: quotation.createdAt,
    updatedAt: quotation.createdAt,
  });
}

/** GET /api/me's unreadMessages: messages from the other side not yet read (0 for administrators). */
export async function unreadMessages(db: Db, session: Session): Promise<number> {
  const person = participant(session);
  return person ? repo.unreadTotal(db, person.role, person.id) : 0;
}

/**
 * The account export's conversations: each with the job, the other side and every message. The
 * person's own messages are as typed; the other side's as the person sees them (masked before a hire).
 */
export async function exportConversations(db: Db, person: Person) {
  const rows = await repo.conversationsOf(db, person.role, person.id);
  return Promise.all(
    rows.map(async (row) => {
      const hired = isHired(row);
      const messages = await allMessages(db, row.id);
      const { counterpart, job, closedReason } = summaryOf(row, person.role);
      return {
        id: row.id,
        job,
        counterpart,
        closedReason,
        messages: messages.map(({ _id: id, ...message }) => {
          const { text, masked } = messageFor(person.role, hired, { id, ...message });
          return { authorRole: message.authorRole, text, masked, createdAt: message.createdAt };
        }),
      };
    }),
  );
}

/**
 * Who takes part in a conversation and whether it is open, for `session` if they take part in it
 * (anyone else: 404). Site visits (modules/visits) are arranged on a conversation.
 */
export async function conversationParties(db: Db, session: Session, id: string) {
  const { person, row } = await ownConversation(db, session, id);
  return {
    side: person.role,
    jobId: row.jobId,
    clientId: row.clientId,
    tradespersonId: row.tradespersonId,
    open: closedReason(row) === null,
  };
}

// ---- the routes ----

export async function listConversations(db: Db, session: Session): Promise<ConversationSummary[]> {
  const person = participant(session);
  if (!person) throw new AppError('FORBIDDEN');
  const rows = await repo.conversationsOf(db, person.role, person.id);
  return rows.map((row) => summaryOf(row, person.role));
}

export async function getConversation(db: Db, session: Session, id: string): Promise<Conversation> {
  const { person, row } = await ownConversation(db, session, id);
  return {
    ...summaryOf(row, person.role),
    hired: isHired(row),
    counterpartReadAt: person.role === 'client' ? row.tradeReadAt : row.clientReadAt,
    reported: await repo.hasReported(db, id, person.role, person.id),
  };
}

/** A page of messages, oldest first, older than the message `before` (the newest page without it). */
export async function messagePage(db: Db, session: Session, id: string, before?: string): Promise<MessagePage> {
  const { person, row } = await ownConversation(db, session, id);
  const beforeSeq = before === undefined ? undefined : await repo.findMessageSeq(db, id, before);
  if (before !== undefined && beforeSeq === undefined) throw new AppError('NOT_FOUND');
  const rows = await repo.messagesBefore(db, id, beforeSeq, LIMITS.chatPageSize + 1);
  const hired = isHired(row);
  return {
    messages: rows
      .slice(0, LIMITS.chatPageSize)
      .reverse()
      .map((message) => messageFor(person.role, hired, message)),
    hasMore: rows.length > LIMITS.chatPageSize,
  };
}

/**
 * Stores a message while the conversation is open (409 CONVERSATION_CLOSED otherwise), then tells
 * both sides' open pages: the other side's, and the sender's other tabs.
 */
export async function sendMessage(db: Db, live: LiveHub, session: Session, id: string, text: string) {
  const { message, row } = await db.transaction().execute(async (trx) => {
    const { person, row } = await ownConversation(trx, session, id);
    if (closedReason(row)) throw new AppError('CONVERSATION_CLOSED');
    const now = nowIso();
    const seq = await repo.takeNextSeq(trx, id, person.role, now);
    const message = { id: newId(), conversationId: id, seq, authorRole: person.role, text, createdAt: now };
    await repo.insertMessage(trx, message);
    if (person.role === 'tradesperson') {
      // A first answer to a conversation the client opened counts towards the reliability figures.
      const askedAt = await repo.clientOpenedAt(trx, id, seq);
      if (askedAt) await recordFirstAnswer(trx, row.tradespersonId, askedAt, now);
    }
    return { message, row };
  });
  for (const side of ['client', 'tradesperson'] as const) {
    live.publish(personOf(row, side), { type: 'message', conversationId: id });
  }
  return messageFor(message.authorRole, isHired(row), message);
}

/** The reader has read the whole conversation; the other side's read receipt follows. */
export async function markRead(db: Db, live: LiveHub, session: Session, id: string) {
  const { person, row } = await ownConversation(db, session, id);
  await repo.markRead(db, id, person.role, nowIso());
  live.publish(personOf(row, other(person.role)), { type: 'read', conversationId: id });
  return { unreadMessages: await repo.unreadTotal(db, person.role, person.id) };
}

/** Either side reports the conversation to the administrators, once each. */
export async function report(db: Db, session: Session, id: string, input: ReportConversationInput) {
  const { person } = await ownConversation(db, session, id);
  try {
    await repo.insertReport(db, {
      id: newId(),
      conversationId: id,
      reporterRole: person.role,
      reporterId: person.id,
      reason: input.reason,
      details: input.details || null,
      createdAt: nowIso(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('ALREADY_REPORTED', englishMessage('messaging.report.reported'));
    }
    throw error;
  }
}
