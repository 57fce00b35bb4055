import type { Transaction } from 'kysely';
import { formatPounds, type Language, type NotificationTopic, type Role, type Trade } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { translate } from '../../lib/i18n.js';
import { maskContacts } from '../../lib/mask-contacts.js';
import { tradeWord } from '../../lib/trade-word.js';
import { issueToken, type Email, type Mailer } from '../mail/index.js';
import { decodePreferences, wants } from './preferences.js';
import * as repo from './repository.js';

/**
 * The marketplace's emails about jobs and accounts, each queued in the transaction of the change
 * that causes it. Optional ones respect the recipient's preferences and carry a one-click unsubscribe.
 */

type Trx = Transaction<Database>;
const YEAR = 365 * 24 * 60 * 60 * 1000;

const priceText = (pence: number | null, language: Language) =>
  pence === null ? translate(language, 'email.noPrice') : formatPounds(pence / 100, language);

export interface Person {
  role: Role;
  id: string;
  email: string;
  language: Language;
  notifications: string;
}

/** Queues an optional email if the person wants that topic, with its unsubscribe link. */
export async function queueOptional(
  trx: Trx,
  mailer: Mailer,
  person: Person,
  topic: NotificationTopic,
  email: Omit<Email, 'to' | 'language' | 'optional'>,
) {
  if (!wants(person.role, person.notifications, topic)) return;
  const token = await issueToken(
    trx,
    'unsubscribe',
    { role: person.role, userId: person.id, email: person.email },
    YEAR,
    topic,
  );
  await mailer.queue(trx, {
    ...email,
    to: person.email,
    account: { role: person.role, id: person.id },
    language: person.language,
    optional: {
      unsubscribeUrl: mailer.link(`/unsubscribe?token=${token}`),
      preferencesUrl: mailer.link('/account'),
    },
  });
}

/**
 * Someone in a conversation: messages from `sender` wait unread. The messages are not quoted (they
 * may hold contact details that stay hidden until the hire): the link leads to them.
 */
export async function messagesUnread(
  trx: Trx,
  mailer: Mailer,
  person: Person & { name: string },
  about: { conversationId: string; sender: string; trade: Trade; city: string; count: number },
) {
  await queueOptional(trx, mailer, person, 'messages', {
    kind: 'messageUnread',
    name: person.name,
    values: {
      sender: about.sender,
      trade: tradeWord(about.trade, person.language),
      city: about.city,
      count: about.count,
    },
    actionUrl: mailer.link(`/messages?c=${about.conversationId}`),
  });
}

/** A client: a quotation arrived on their job (no contact details before hire). */
export async function quotationReceived(trx: Trx, mailer: Mailer, jobId: string, quotationId: string) {
  const job = await repo.jobWithClient(trx, jobId);
  const quotation = (await repo.quotersOf(trx, jobId)).find((q) => q.quotationId === quotationId);
  if (!job || !quotation) return;
  const language = job.clientLanguage;
  await queueOptional(
    trx,
    mailer,
    { role: 'client', id: job.clientId, email: job.clientEmail, language, notifications: job.clientNotifications },
    'quotations',
    {
      kind: 'quotationReceived',
      name: job.clientName,
      values: {
        trade: tradeWord(job.workType, language),
        business: quotation.businessName,
        city: job.city,
        price: priceText(quotation.pricePence, language),
        count: job.quotationCount,
      },
      actionUrl: mailer.link('/client-dashboard'),
    },
  );
}

/** A client: a tradesperson withdrew their quotation, so the job has room for another. */
export async function quotationWithdrawn(trx: Trx, mailer: Mailer, jobId: string, tradespersonId: string) {
  const job = await repo.jobWithClient(trx, jobId);
  const quoter = await repo.tradesperson(trx, tradespersonId);
  if (!job || !quoter) return;
  const language = job.clientLanguage;
  await queueOptional(
    trx,
    mailer,
    { role: 'client', id: job.clientId, email: job.clientEmail, language, notifications: job.clientNotifications },
    'quotations',
    {
      kind: 'quotationWithdrawn',
      name: job.clientName,
      values: {
        trade: tradeWord(job.workType, language),
        business: quoter.businessName,
        city: job.city,
        count: job.quotationCount,
      },
      actionUrl: mailer.link('/client-dashboard'),
    },
  );
}

/**
 * After a client accepts a quotation: the hired tradesperson gets the client's contact details
 * (as the applied jobs page shows them); the others who quoted learn another was chosen.
 */
export async function quotationAccepted(
  trx: Trx,
  mailer: Mailer,
  jobId: string,
  acceptedId: string,
  agreement?: NonNullable<Email['attachments']>[number],
) {
  const job = await repo.jobWithClient(trx, jobId);
  if (!job) return;
  for (const quoter of await repo.quotersOf(trx, jobId)) {
    const language = quoter.language;
    const values = { trade: tradeWord(job.workType, language), city: job.city, client: job.clientName };
    if (quoter.quotationId === acceptedId) {
      await mailer.queue(trx, {
        kind: 'hired',
        to: quoter.email,
        account: { role: 'tradesperson', id: quoter.id },
        language,
        name: quoter.name,
        values,
        facts: [job.clientName, job.clientPhone, job.clientEmail, `${job.street}, ${job.city} ${job.postcode}`],
        actionUrl: mailer.link('/applied-jobs'),
        // The written agreement of the hire (issue 41).
        ...(agreement ? { attachments: [agreement] } : {}),
      });
    } else {
      await queueOptional(trx, mailer, { role: 'tradesperson', ...quoter }, 'outcomes', {
        kind: 'notChosen',
        name: quoter.name,
        values,
        actionUrl: mailer.link('/dashboard'),
      });
    }
  }
}

/** After a client cancels an open job: whoever quoted is told. */
export async function jobCancelled(trx: Trx, mailer: Mailer, jobId: string) {
  const job = await repo.jobWithClient(trx, jobId);
  if (!job) return;
  for (const quoter of await repo.quotersOf(trx, jobId)) {
    await queueOptional(trx, mailer, { role: 'tradesperson', ...quoter }, 'outcomes', {
      kind: 'jobCancelled',
      name: quoter.name,
      values: { trade: tradeWord(job.workType, quoter.language), city: job.city },
      actionUrl: mailer.link('/dashboard'),
    });
  }
}

/**
 * A client who hired a tradesperson closed their account: the job is closed (cancelled) and the
 * tradesperson hired is told, so it does not wait as hired for ever.
 */
export async function hiredJobClosed(trx: Trx, mailer: Mailer, jobId: string) {
  const job = await repo.jobWithClient(trx, jobId);
  if (!job) return;
  for (const hired of (await repo.quotersOf(trx, jobId)).filter((quoter) => quoter.status === 'accepted')) {
    await queueOptional(trx, mailer, { role: 'tradesperson', ...hired }, 'outcomes', {
      kind: 'clientLeft',
      name: hired.name,
      values: { trade: tradeWord(job.workType, hired.language), city: job.city },
      actionUrl: mailer.link('/dashboard'),
    });
  }
}

/** An administrator approved or suspended a tradesperson: they are told (always). */
export async function tradespersonStatusChanged(
  trx: Trx,
  mailer: Mailer,
  id: string,
  status: 'approved' | 'suspended',
) {
  const person = await repo.tradesperson(trx, id);
  if (!person) return;
  await mailer.queue(trx, {
    kind: status === 'approved' ? 'tradespersonApproved' : 'tradespersonSuspended',
    to: person.email,
    account: { role: 'tradesperson', id },
    language: person.language,
    name: person.name,
    actionUrl: mailer.link(status === 'approved' ? '/dashboard' : '/contact'),
  });
}

/** A tradesperson registered: administrators who asked to be told are. */
export async function tradespersonAwaitsApproval(trx: Trx, mailer: Mailer, id: string) {
  const person = await repo.tradesperson(trx, id);
  if (!person) return;
  for (const admin of await repo.admins(trx)) {
    await queueOptional(trx, mailer, { role: 'admin', ...admin }, 'pendingTradespeople', {
      kind: 'tradespersonPending',
      values: { business: person.businessName, trade: tradeWord(person.trade, admin.language) },
      actionUrl: mailer.link('/admin/tradespeople'),
    });
  }
}

/** A job was posted: tradespeople who cover it and chose instant alerts are told. */
export async function newJobPosted(trx: Trx, mailer: Mailer, jobId: string, invitedId?: string) {
  const job = await repo.jobWithClient(trx, jobId);
  if (!job) return;
  const places = [job.postcodeArea, job.postcodeDistrict, job.postcodeOutward];
  // Before a hire, the client's contact details stay hidden in what tradespeople read.
  const shown = maskContacts(job.jobDescription).text;
  const description = shown.length > 200 ? `${shown.slice(0, 200)}…` : shown;
  for (const person of await repo.tradespeopleCovering(trx, job.workType, places)) {
    // The tradesperson asked to quote gets the invitation instead (tradespersonInvited).
    if (person.id === invitedId) continue;
    if (decodePreferences('tradesperson', person.notifications).newJobs !== 'instant') continue;
    await queueOptional(trx, mailer, { role: 'tradesperson', ...person }, 'newJobs', {
      kind: 'newMatchingJob',
      name: person.name,
      values: {
        trade: tradeWord(job.workType, person.language),
        city: job.city,
        postcode: job.postcodeOutward,
        description,
      },
      actionUrl: mailer.link(`/apply/${job.id}`),
    });
  }
}

/**
 * The tradesperson a client asked to quote (from their profile): always told, in their language,
 * whatever their new-job preferences (it is a question put to them, not an alert).
 */
export async function tradespersonInvited(trx: Trx, mailer: Mailer, jobId: string, tradespersonId: string) {
  const [job, person] = await Promise.all([repo.jobWithClient(trx, jobId), repo.tradesperson(trx, tradespersonId)]);
  if (!job || !person) return;
  await mailer.queue(trx, {
    kind: 'jobInvitation',
    to: person.email,
    account: { role: 'tradesperson', id: tradespersonId },
    language: person.language,
    name: person.name,
    values: { trade: tradeWord(job.workType, person.language), city: job.city, postcode: job.postcodeOutward },
    actionUrl: mailer.link(`/apply/${job.id}`),
  });
}

export interface DigestJob {
  workType: Trade;
  city: string;
  postcode: string;
}

/** The daily email of new jobs for one tradesperson (who chose it). */
export async function queueJobDigest(
  trx: Trx,
  mailer: Mailer,
  person: { id: string; name: string; email: string; language: Language; notifications: string },
  jobs: DigestJob[],
) {
  await queueOptional(trx, mailer, { role: 'tradesperson', ...person }, 'newJobs', {
    kind: 'jobDigest',
    name: person.name,
    values: { count: jobs.length },
    facts: jobs.map((job) => `${translate(person.language, `trades.${job.workType}`)}, ${job.city} (${job.postcode})`),
    actionUrl: mailer.link('/dashboard'),
  });
}
