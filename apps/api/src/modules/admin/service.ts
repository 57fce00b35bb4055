import type { Mailer } from '../mail/index.js';
import * as notifications from '../notifications/index.js';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  adminClientUpdateSchema,
  adminTradespersonUpdateSchema,
  JobStatus,
  TradespersonStatus,
} from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/create-db.js';
import { addressOf, penceToPounds } from '../../lib/answers.js';
import { AppError } from '../../lib/app-error.js';
import { decodeCoverage } from '../../lib/coverage.js';
import { nowIso } from '../../lib/ids.js';
import { assertNotCommon, hashPassword } from '../../lib/passwords.js';
import type { Session } from '../../plugins/auth.js';
import { revokeAllSessions } from '../sessions/index.js';
import {
  photosForJobs,
  quotationsForJobs,
  removeJob,
  removeJobsOfClient,
  withdrawQuotationsOf,
} from '../jobs/index.js';
import { credentialsOf, eraseProfile, insuredNow } from '../trade-profile/index.js';
import type { Storage } from '../../lib/storage/index.js';
import { removeReviewsOfClient } from '../reviews/index.js';
import { emailSetByAdministrator } from '../accounts/index.js';
import { audit } from './audit.js';
import * as repo from './repository.js';

type Db = Kysely<Database>;
type ClientUpdate = z.output<typeof adminClientUpdateSchema>;
type TradespersonUpdate = z.output<typeof adminTradespersonUpdateSchema>;

export async function stats(db: Db) {
  const [clients, trades, jobs, unread, requests, subscribers] = await Promise.all([
    repo.countClients(db),
    repo.countBy(db, 'tradespeople'),
    repo.countBy(db, 'jobs'),
    repo.countUnreadMessages(db),
    repo.countNewJobRequests(db),
    repo.countSubscribers(db),
  ]);
  return {
    clients,
    tradespeople: { pending: trades.pending ?? 0, approved: trades.approved ?? 0, suspended: trades.suspended ?? 0 },
    jobs: {
      open: jobs.open ?? 0,
      hired: jobs.hired ?? 0,
      completed: jobs.completed ?? 0,
      cancelled: jobs.cancelled ?? 0,
    },
    unreadMessages: unread,
    newJobRequests: requests,
    newsletterSubscribers: subscribers,
  };
}

export async function listClients(db: Db, search: string | undefined, page: repo.Page) {
  const { rows, total } = await repo.listClients(db, search, page);
  return {
    total,
    items: rows.map((row) => ({
      _id: row.id,
      name: row.name,
      email: row.email,
      phoneNumber: row.phoneNumber,
      address: addressOf(row),
      jobCount: Number(row.jobCount ?? 0),
      createdAt: row.createdAt,
    })),
  };
}

export async function listTradespeople(
  db: Db,
  search: string | undefined,
  status: TradespersonStatus | undefined,
  page: repo.Page,
) {
  const { rows, total } = await repo.listTradespeople(db, search, status, page);
  const credentials = await credentialsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    total,
    items: rows.map((row) => ({
      _id: row.id,
      name: row.name,
      email: row.email,
      businessName: row.businessName,
      contactNumber: row.contactNumber,
      trade: row.trade,
      address: addressOf(row),
      status: row.status,
      coverage: decodeCoverage(row.coverage),
      createdAt: row.createdAt,
      credentials: credentials.get(row.id) ?? [],
    })),
  };
}

export async function listJobs(db: Db, search: string | undefined, status: JobStatus | undefined, page: repo.Page) {
  const { rows, total } = await repo.listJobs(db, search, status, page);
  const jobIds = rows.map((row) => row.id);
  const [quotations, photos] = await Promise.all([quotationsForJobs(db, jobIds), photosForJobs(db, jobIds)]);
  return {
    total,
    items: rows.map((row) => ({
      _id: row.id,
      workType: row.workType,
      serviceTime: row.serviceTime,
      propertyType: row.propertyType,
      jobDescription: row.jobDescription,
      address: addressOf(row),
      contactEmail: row.contactEmail,
      status: row.status,
      createdAt: row.createdAt,
      client: { _id: row.clientId, name: row.clientName, email: row.clientEmail },
      quotations: quotations
        .filter((q) => q.jobId === row.id)
        .map((q) => ({
          _id: q.id,
          quotationText: q.quotationText,
          price: penceToPounds(q.pricePence),
          status: q.status,
          createdAt: q.createdAt,
          tradesperson: { _id: q.tradespersonId, name: q.name, email: q.email },
        })),
      photos: photos.of(row.id),
    })),
  };
}

/**
 * Edits a client or tradesperson as registration would validate it (email still unique); a blank
 * password keeps the current one, a new one ends all of that person's sessions.
 */
async function updateAccount(
  db: Db,
  mailer: Mailer,
  admin: Session,
  kind: { table: 'clients'; role: 'client' } | { table: 'tradespeople'; role: 'tradesperson' },
  id: string,
  input: ClientUpdate | TradespersonUpdate,
) {
  const { password, ...fields } = input;
  if (password) assertNotCommon(password);
  const passwordHash = password ? await hashPassword(password) : undefined;
  try {
    await db.transaction().execute(async (trx) => {
      const values = { ...fields, ...(passwordHash ? { passwordHash } : {}), updatedAt: nowIso() };
      const previousEmail = await repo.findEmail(trx, kind.table, id);
      if (previousEmail === undefined || !(await repo.updateAccount(trx, kind.table, id, values))) {
        throw new AppError('NOT_FOUND');
      }
      // A new address is unconfirmed until its owner follows the link sent to it.
      await emailSetByAdministrator(trx, mailer, kind.role, id, previousEmail);
      if (passwordHash) await revokeAllSessions(trx, kind.role, id);
      const edited = { email: fields.email, passwordChanged: passwordHash !== undefined };
      await audit(trx, admin, id, { kind: `${kind.role}_edited`, fields: edited });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}

export const updateClient = (db: Db, mailer: Mailer, admin: Session, id: string, input: ClientUpdate) =>
  updateAccount(db, mailer, admin, { table: 'clients', role: 'client' }, id, input);

export const updateTradesperson = (db: Db, mailer: Mailer, admin: Session, id: string, input: TradespersonUpdate) =>
  updateAccount(db, mailer, admin, { table: 'tradespeople', role: 'tradesperson' }, id, input);

/**
 * Approve (or reinstate) and suspend. Approval needs a checked, unexpired public liability
 * insurance (409 INSURANCE_REQUIRED: the listing rule, trade-profile's live.ts). Suspension ends the
 * tradesperson's sessions at once; a change of status is emailed to the tradesperson.
 */
export async function setTradespersonStatus(
  db: Db,
  mailer: Mailer,
  admin: Session,
  id: string,
  status: 'approved' | 'suspended',
) {
  await db.transaction().execute(async (trx) => {
    const person = await repo.findTradesperson(trx, id);
    if (!person) throw new AppError('NOT_FOUND');
    if (status === 'approved' && !(await insuredNow(trx, id))) throw new AppError('INSURANCE_REQUIRED');
    await repo.setTradespersonStatus(trx, id, status, nowIso());
    if (status === 'suspended') await revokeAllSessions(trx, 'tradesperson', id);
    const kind =
      status === 'suspended'
        ? 'tradesperson_suspended'
        : person.status === 'suspended'
          ? 'tradesperson_reinstated'
          : 'tradesperson_approved';
    await audit(trx, admin, id, { kind, fields: { email: person.email } });
    if (person.status !== status) await notifications.tradespersonStatusChanged(trx, mailer, id, status);
  });
}

/**
 * Deletes a client with their jobs and those jobs' quotations, and ends their sessions. Their
 * reviews go, as when they delete their own account, and the tradespeople's figures are recounted.
 */
export async function deleteClient(db: Db, admin: Session, id: string) {
  await db.transaction().execute(async (trx) => {
    const client = await repo.findClient(trx, id);
    if (!client) throw new AppError('NOT_FOUND');
    await removeReviewsOfClient(trx, id);
    await removeJobsOfClient(trx, id);
    await revokeAllSessions(trx, 'client', id);
    await repo.deleteAccount(trx, 'clients', id);
    await audit(trx, admin, id, { kind: 'client_deleted', fields: { email: client.email } });
  });
}

/**
 * Deletes a tradesperson; the jobs module settles their quotations and the jobs they were hired on,
 * and their profile's pictures are deleted from storage once the deletion is committed.
 */
export async function deleteTradesperson(db: Db, storage: Storage, admin: Session, id: string) {
  const deleteFiles = await db.transaction().execute(async (trx) => {
    const person = await repo.findTradesperson(trx, id);
    if (!person) throw new AppError('NOT_FOUND');
    await withdrawQuotationsOf(trx, id);
    await revokeAllSessions(trx, 'tradesperson', id);
    const erased = await eraseProfile(trx, storage, id);
    await repo.deleteAccount(trx, 'tradespeople', id);
    await audit(trx, admin, id, { kind: 'tradesperson_deleted', fields: { email: person.email } });
    return erased;
  });
  await deleteFiles();
}

export async function deleteJob(db: Db, admin: Session, id: string) {
  await db.transaction().execute(async (trx) => {
    const job = await removeJob(trx, id);
    await audit(trx, admin, id, { kind: 'job_deleted', fields: { trade: job.workType, town: job.city } });
  });
}
