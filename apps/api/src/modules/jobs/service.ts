import type { Mailer } from '../mail/index.js';
import * as notifications from '../notifications/index.js';
import type { Kysely, Transaction } from 'kysely';
import {
  LIMITS,
  parsePostcode,
  type Application,
  type ApplyJobQuoteOutput,
  type ClientJob,
  type JobStatus,
  type JobToQuote,
  type MatchingJob,
  type PostJob,
} from '@tradewise/shared';
import type { Database, JobRow } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/create-db.js';
import { AppError } from '../../lib/app-error.js';
import { decodeCoverage, encodeCoverage } from '../../lib/coverage.js';
import { newId, nowIso } from '../../lib/ids.js';
import { translate } from '../../lib/i18n.js';
import { centreOf, distanceMiles, isKnownPlace, townsWithin } from '../../lib/outcodes.js';
import { findClientEmail, findVerifiedClientEmail } from '../accounts/index.js';
import { makeAgreement } from '../agreements/index.js';
import { isErased } from '../../lib/erased.js';
import { openConversation } from '../messaging/index.js';
import { publishRequest } from '../requests/index.js';
import { recordCompletedHire } from '../reliability/index.js';
import { NO_RATINGS, ratingsOf, requestReview } from '../reviews/index.js';
import { liveNow } from '../trade-profile/index.js';
import * as quotations from './quotation-repository.js';
import * as invitations from './invitation-repository.js';
import { checkInvitee } from './invitations.js';
import * as repo from './repository.js';
import { addressOf, penceToPounds } from '../../lib/answers.js';
import { applicationOutcome, jobBeforeHireOf, jobCoreOf, publicAddressOf, quotationBeforeHire } from './mappers.js';
import { withdrawnApplications } from './withdrawn.js';
import { jobPlace } from './centres.js';
import { photosForJobs } from './photos/list.js';
import { keptWhileUnchanged } from '../../db/kept-while-unchanged.js';
import { tradeMedianPrice } from './price-median.js';
import { assertNotExpired, quoteColumns, quoteViewOf } from './quotes.js';
import { compareFactsOf } from './compare.js';

type Db = Kysely<Database>;

// ---- client side ----

export async function postJob(db: Db, mailer: Mailer, clientId: string, input: PostJob): Promise<ClientJob> {
  const job = await db.transaction().execute(async (trx) => {
    if (input.invite) await checkInvitee(trx, input.invite, input.workType);
    const posted = await insertNewJob(trx, mailer, clientId, input);
    if (input.requestId) await publishRequest(trx, clientId, input.requestId, posted.id);
    return posted;
  });
  return {
    ...jobCoreOf(job),
    address: addressOf(job),
    contactEmail: job.contactEmail,
    photos: [],
    quotations: [],
    acceptedQuotation: null,
  };
}

/**
 * Stores a new open job and tells the tradespeople concerned: the one asked to quote (if any, to
 * be checked by the caller with checkInvitee) and those who want new jobs in the area.
 */
export async function insertNewJob(
  trx: Transaction<Database>,
  mailer: Mailer,
  clientId: string,
  input: Omit<PostJob, 'requestId'>,
  id = newId(),
) {
  const postcode = parsePostcode(input.address.postcode);
  if (!postcode) throw new AppError('VALIDATION_FAILED');
  const now = nowIso();
  const centre = centreOf(postcode.outward);
  const job = {
    id,
    clientId,
    workType: input.workType,
    serviceTime: input.serviceTime,
    propertyType: input.propertyType,
    street: input.address.street,
    city: input.address.city,
    postcode: postcode.postcode,
    postcodeOutward: postcode.outward,
    postcodeArea: postcode.area,
    postcodeDistrict: postcode.district,
    ...jobPlace(centre),
    contactEmail: input.email,
    jobDescription: input.jobDescription,
    status: 'open' as const,
    quotationCount: 0,
    acceptedQuotationId: null,
    createdAt: now,
    updatedAt: now,
  };
  await repo.insertJob(trx, job);
  if (input.invite) {
    await invitations.recordInvitation(trx, job.id, input.invite, now);
    await notifications.tradespersonInvited(trx, mailer, job.id, input.invite);
  }
  await notifications.newJobPosted(trx, mailer, job.id, input.invite);
  return job;
}

/**
 * The client's jobs (all, or those in one status), newest first, a page at a time (100 by default),
 * with the total. An `email` asked for must be the client's own: nobody lists another person's jobs
 * by their address. Kept in memory while the database is unchanged (db/kept-while-unchanged.ts).
 */
export const clientJobs = keptWhileUnchanged(async function clientJobs(
  db: Db,
  clientId: string,
  { email, status, ...page }: { email?: string; status?: JobStatus; page: number; limit: number },
) {
  if (email !== undefined && (await findClientEmail(db, clientId)) !== email.trim().toLowerCase()) {
    throw new AppError('FORBIDDEN');
  }
  const [jobs, total] = await Promise.all([
    repo.listClientJobs(db, clientId, page, status),
    repo.countClientJobs(db, clientId, status),
  ]);
  const jobIds = jobs.map((job) => job.id);
  const [quotes, photos] = await Promise.all([quotations.quotationsForJobs(db, jobIds), photosForJobs(db, jobIds)]);
  // Who quoted: their rating and whether their profile can be opened, for the client to decide.
  const quoters = quotes.map((q) => q.tradespersonId);
  const [ratings, listed, compare] = await Promise.all([
    ratingsOf(db, quoters),
    quotations.listedAmong(db, quoters),
    compareFactsOf(db, quoters),
  ]);
  return {
    total,
    jobs: jobs.map((job): ClientJob => {
      const mine = quotes.filter((q) => q.jobId === job.id);
      const accepted = mine.find((q) => q.id === job.acceptedQuotationId);
      return {
        ...jobCoreOf(job),
        address: addressOf(job),
        contactEmail: job.contactEmail,
        photos: photos.of(job.id),
        quotations: mine.map((q) => ({
          _id: q.id,
          // The hired tradesperson's words whole; the others' with their contact details hidden.
          ...(q.status === 'accepted' ? { quotationText: q.quotationText } : quotationBeforeHire(q.quotationText)),
          price: penceToPounds(q.pricePence),
          status: q.status,
          createdAt: q.createdAt,
          tradesperson: {
            _id: q.tradespersonId,
            name: q.name,
            businessName: q.businessName,
            trade: q.trade,
            rating: (ratings.get(q.tradespersonId) ?? NO_RATINGS).rating,
            listed: listed.has(q.tradespersonId),
            credentials: compare.credentialsOf(q.tradespersonId),
            reliability: compare.reliabilityOf(q.tradespersonId),
          },
          // Every quotation has one: opened with it (or, for older ones, by the migration).
          conversationId: q.conversationId!,
          quote: quoteViewOf(q),
          distanceMiles: compare.distance(q, job),
        })),
        acceptedQuotation: accepted
          ? {
              _id: accepted.id,
              quotationText: accepted.quotationText,
              price: penceToPounds(accepted.pricePence),
              tradeperson: {
                name: accepted.name,
                email: accepted.email,
                contactNumber: accepted.contactNumber,
                businessName: accepted.businessName,
              },
            }
          : null,
      };
    }),
  };
});

/** The job, if it exists and belongs to this client: 404 when it does not exist, 403 when not theirs. */
export async function ownJob(db: Db, clientId: string, jobId: string): Promise<JobRow> {
  const job = await repo.findJob(db, jobId);
  if (!job) throw new AppError('NOT_FOUND');
  if (job.clientId !== clientId) throw new AppError('FORBIDDEN');
  return job;
}

/**
 * Accepts one quotation on an open job and declines the others, in one transaction. The job moves
 * to hired only if it is still open, so of two accepts racing on one job exactly one wins.
 */
/**
 * Hires the tradesperson of one quotation; the others are declined. The hired tradesperson and the
 * others are emailed in the same transaction. A suspended tradesperson cannot be hired.
 */
export async function acceptQuotation(db: Db, mailer: Mailer, clientId: string, jobId: string, quotationId: string) {
  await db.transaction().execute(async (trx) => {
    const job = await ownJob(trx, clientId, jobId);
    const quotation = await quotations.findQuotation(trx, quotationId);
    if (!quotation || quotation.jobId !== jobId) throw new AppError('QUOTATION_NOT_FOUND');
    assertNotExpired(quotation);
    const quoter = await repo.findTradesperson(trx, quotation.tradespersonId);
    if (quoter?.status !== 'approved') throw new AppError('TRADESPERSON_UNAVAILABLE');
    const now = nowIso();
    if (!(await repo.hire(trx, jobId, quotationId, now))) throw new AppError('JOB_NOT_OPEN');
    // Withdrawn while this accept waited for the job: nothing is hired.
    if (!(await quotations.acceptPending(trx, quotationId, now))) throw new AppError('QUOTATION_NOT_FOUND');
    await quotations.setStatusOnJobs(trx, [jobId], { to: 'declined', exceptId: quotationId }, now);
    // The written agreement (issue 41): the client's copy is emailed, the tradesperson's rides on the hire email.
    const agreement = await makeAgreement(trx, mailer, job, quotation, now);
    await notifications.quotationAccepted(trx, mailer, jobId, quotationId, agreement);
  });
}

/** Moves an own job from one status to the next; 409 when it is not in the expected status. */
async function moveJob(
  db: Db,
  mailer: Mailer,
  clientId: string,
  jobId: string,
  from: 'open' | 'hired',
  to: 'cancelled' | 'completed',
) {
  await db.transaction().execute(async (trx) => {
    const job = await ownJob(trx, clientId, jobId);
    const now = nowIso();
    if (!(await repo.moveStatus(trx, jobId, from, to, now))) throw new AppError('JOB_NOT_OPEN', undefined);
    if (to === 'cancelled') {
      await quotations.setStatusOnJobs(trx, [jobId], { to: 'declined', from: 'pending' }, now);
      await notifications.jobCancelled(trx, mailer, jobId);
    }
    const hired =
      to === 'completed' && job.acceptedQuotationId
        ? await quotations.findQuotation(trx, job.acceptedQuotationId)
        : undefined;
    // A completed hire may be reviewed by its client, who is asked to.
    if (hired) {
      await requestReview(trx, mailer, { jobId, clientId, tradespersonId: hired.tradespersonId });
      await recordCompletedHire(trx, hired.tradespersonId);
    }
  });
}

/** The status of one of the client's own jobs: 404 when there is no such job, 403 when it is another's. */
/** Cancels an open job; whoever quoted is told. */
export const cancelJob = (db: Db, mailer: Mailer, clientId: string, jobId: string) =>
  moveJob(db, mailer, clientId, jobId, 'open', 'cancelled');
export const completeJob = (db: Db, mailer: Mailer, clientId: string, jobId: string) =>
  moveJob(db, mailer, clientId, jobId, 'hired', 'completed');

// ---- tradesperson side ----

async function tradesperson(db: Db, id: string) {
  const row = await repo.findTradesperson(db, id);
  if (!row) throw new AppError('UNAUTHENTICATED');
  if (row.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED');
  const base =
    row.baseLatitude !== null && row.baseLongitude !== null
      ? { latitude: row.baseLatitude, longitude: row.baseLongitude }
      : undefined;
  return { ...row, coverage: decodeCoverage(row.coverage), base };
}
type Tradesperson = Awaited<ReturnType<typeof tradesperson>>;

/** The coverage as GET/PUT /api/coverage answer it: `coverage` repeats `areas` for older clients. */
const coverageAnswer = (areas: string[], radiusMiles: number) => ({ coverage: areas, areas, radiusMiles });

export async function getCoverage(db: Db, tradespersonId: string) {
  const person = await tradesperson(db, tradespersonId);
  return coverageAnswer(person.coverage, person.radiusMiles);
}

/** The places the radius reaches around the tradesperson's base, nearest first (none when the base is unknown). */
export async function coverageTowns(db: Db, tradespersonId: string, radiusMiles: number) {
  const person = await tradesperson(db, tradespersonId);
  if (!person.base) return { base: null, towns: [], total: 0 };
  return { base: parsePostcode(person.postcode)?.outward ?? null, ...townsWithin(person.base, radiusMiles) };
}

/**
 * Saves the areas and districts a tradesperson adds to their radius, each a real one (400 naming
 * those that are not), and the radius when given.
 */
export async function setCoverage(db: Db, tradespersonId: string, coverage: string[], radiusMiles?: number) {
  const person = await tradesperson(db, tradespersonId);
  const unknown = coverage.flatMap((entry, index) => (isKnownPlace(entry) ? [] : [{ entry, index }]));
  if (unknown.length > 0) {
    const message = (entries: string[]) =>
      translate('en', 'coverage.unknown', { count: entries.length, entries: entries.join(', ') });
    throw new AppError(
      'VALIDATION_FAILED',
      message(unknown.map(({ entry }) => entry)),
      unknown.map(({ entry, index }) => ({
        field: `coverage.${index}`,
        code: 'coverage.unknown',
        message: message([entry]),
      })),
    );
  }
  await repo.saveCoverage(db, tradespersonId, { coverage: encodeCoverage(coverage), radiusMiles }, nowIso());
  return coverageAnswer(coverage, radiusMiles ?? person.radiusMiles);
}

/** Miles from the tradesperson's base to the job, to one decimal (null when either place is unknown). */
function distanceTo(person: Tradesperson, job: Pick<JobRow, 'latitude' | 'longitude'>): number | null {
  if (!person.base || job.latitude === null || job.longitude === null) return null;
  return Math.round(distanceMiles(person.base, { latitude: job.latitude, longitude: job.longitude }) * 10) / 10;
}

/**
 * A page of the open jobs this tradesperson may quote on, kept in memory while the database is
 * unchanged (db/kept-while-unchanged.ts): a tradesperson refreshing the list between two new jobs
 * is answered without the count and the radius search again.
 */
export const matchingJobs = keptWhileUnchanged(async function matchingJobs(
  db: Db,
  tradespersonId: string,
  { page, limit, sort }: { page: number; limit: number; sort: 'newest' | 'distance' },
) {
  const person = await tradesperson(db, tradespersonId);
  // Before approval nothing of the jobs (descriptions, photo links) is shown: the dashboard says
  // they appear once an administrator approves the account.
  if (person.status !== 'approved') return { jobs: [], currentPage: page, totalPages: 0, total: 0 };
  const invited = await invitations.invitedJobs(db, {
    tradespersonId,
    trade: person.trade,
    maxQuotations: LIMITS.maxQuotationsPerJob,
  });
  const { rows: matched, total: matchedTotal } = await repo.matchingJobs(db, {
    trade: person.trade,
    coverage: {
      ...repo.splitCoverage(person.coverage),
      ...(person.base ? { near: { centre: person.base, miles: person.radiusMiles } } : {}),
    },
    tradespersonId,
    limit,
    offset: (page - 1) * limit,
    maxQuotations: LIMITS.maxQuotationsPerJob,
    nearestFirst: sort === 'distance',
  });
  // The jobs this tradesperson was asked to quote on come first, on the first page; those outside
  // their coverage are counted besides the matches.
  const invitedIds = new Set(invited.map((job) => job.id));
  const others = matched.filter((job) => !invitedIds.has(job.id));
  const rows = page === 1 ? [...invited, ...others] : others;
  const total = matchedTotal + invited.filter((job) => !covers(person, job)).length;
  const photos = await photosForJobs(
    db,
    rows.map((job) => job.id),
  );
  const withdrawn = await quotations.withdrawnOn(
    db,
    tradespersonId,
    rows.map((job) => job.id),
  );
  const jobs: MatchingJob[] = rows.map((job) => ({
    ...jobBeforeHireOf(job),
    address: publicAddressOf(job),
    photos: photos.of(job.id),
    quoted: job.myQuotationId !== null,
    clientEmailVerified: job.clientEmailVerifiedAt !== null,
    distanceMiles: distanceTo(person, job),
    invited: invitedIds.has(job.id),
    withdrawn: withdrawn.has(job.id),
  }));
  if (sort === 'distance') {
    jobs.sort(
      (a, b) => Number(b.invited) - Number(a.invited) || (a.distanceMiles ?? Infinity) - (b.distanceMiles ?? Infinity),
    );
  }
  return { jobs, currentPage: page, totalPages: Math.ceil(total / limit), total };
});

/** Whether the job is in an added area or district, or within the radius of the base. */
function covers(person: Tradesperson, job: JobRow): boolean {
  const distance = distanceTo(person, job);
  if (distance !== null && distance <= person.radiusMiles) return true;
  return person.coverage.some((entry) => [job.postcodeArea, job.postcodeOutward, job.postcodeDistrict].includes(entry));
}

/**
 * The job, when this tradesperson may quote on it: approved, of the job's trade, covering its
 * postcode (or asked to quote by its client), and the job open. Otherwise the reason, in that order.
 */
async function openJobFor(db: Db, person: Tradesperson, jobId: string) {
  if (person.status !== 'approved') throw new AppError('APPROVAL_PENDING');
  if (!(await liveNow(db, person.id))) throw new AppError('INSURANCE_EXPIRED');
  const job = await repo.findJob(db, jobId);
  if (!job) throw new AppError('NOT_FOUND');
  if (job.workType !== person.trade) throw new AppError('TRADE_MISMATCH');
  const invited = await invitations.isInvited(db, jobId, person.id);
  if (!invited && !covers(person, job)) throw new AppError('OUTSIDE_COVERAGE');
  if (job.status !== 'open') throw new AppError('JOB_NOT_OPEN');
  return { ...job, invited };
}

/**
 * GET /api/apply-job/:jobId: the job as the quotation form shows it (no street, no contact email),
 * or the reason quoting would fail now, so the form is offered only when it can succeed. A job
 * this tradesperson already quoted on is answered with `quoted`; a full one is refused. With the
 * trade's median price, so the form can ask to confirm a price far above it.
 */
export async function jobToQuote(db: Db, tradespersonId: string, jobId: string): Promise<JobToQuote> {
  const person = await tradesperson(db, tradespersonId);
  const job = await openJobFor(db, person, jobId);
  const quoted = (await quotations.findQuotationBy(db, jobId, tradespersonId)) !== undefined;
  if (!quoted && (await quotations.hasWithdrawn(db, jobId, tradespersonId))) throw new AppError('QUOTATION_WITHDRAWN');
  if (!quoted && job.quotationCount >= LIMITS.maxQuotationsPerJob) throw new AppError('JOB_FULL');
  return {
    ...jobBeforeHireOf(job),
    address: publicAddressOf(job),
    photos: (await photosForJobs(db, [job.id])).of(job.id),
    quoted,
    clientEmailVerified: (await findVerifiedClientEmail(db, job.clientId)) !== null,
    distanceMiles: distanceTo(person, job),
    invited: job.invited,
    withdrawn: false,
    tradeMedianPrice: await tradeMedianPrice(db, job.workType),
  };
}

/**
 * A quotation from an approved tradesperson of the job's trade who covers its postcode, on an open
 * job that has room, once. The count is raised with a guarded update in the same transaction, so
 * concurrent quotations can never push a job past the cap.
 */
export async function applyToJob(
  db: Db,
  mailer: Mailer,
  tradespersonId: string,
  jobId: string,
  input: ApplyJobQuoteOutput,
) {
  const person = await tradesperson(db, tradespersonId);
  const job = await openJobFor(db, person, jobId);
  if (await quotations.findQuotationBy(db, jobId, tradespersonId)) throw new AppError('ALREADY_QUOTED');
  if (await quotations.hasWithdrawn(db, jobId, tradespersonId)) throw new AppError('QUOTATION_WITHDRAWN');

  const now = nowIso();
  const id = newId();
  const stored = quoteColumns(input, new Date(now));
  try {
    await db.transaction().execute(async (trx) => {
      if (!(await repo.raiseQuotationCount(trx, jobId, LIMITS.maxQuotationsPerJob, now))) {
        const current = await repo.findJob(trx, jobId);
        throw new AppError(current?.status === 'open' ? 'JOB_FULL' : 'JOB_NOT_OPEN');
      }
      await quotations.insertQuotation(trx, {
        id,
        jobId,
        tradespersonId,
        quotationText: input.quotation.trim(),
        ...stored,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      });
      await openConversation(trx, { id, jobId, clientId: job.clientId, tradespersonId, createdAt: now });
      await notifications.quotationReceived(trx, mailer, jobId, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ALREADY_QUOTED');
    throw error;
  }
  return {
    _id: id,
    jobId,
    quotationText: input.quotation.trim(),
    price: penceToPounds(stored.pricePence),
    status: 'pending' as const,
    createdAt: now,
    quote: quoteViewOf({ ...stored, renewedAt: null }),
  };
}

export async function appliedJobs(db: Db, tradespersonId: string): Promise<Application[]> {
  const person = await tradesperson(db, tradespersonId);
  const rows = await repo.appliedJobs(db, tradespersonId);
  const photos = await photosForJobs(
    db,
    rows.map((row) => row.id),
  );
  const sent: Application[] = rows.map((row) => {
    const accepted = row.quotationStatus === 'accepted';
    // Contact details are for the tradesperson hired, and only while the client has an account.
    const client =
      accepted && !isErased(row.clientEmail) ? { name: row.clientName, contactNumber: row.clientPhone } : null;
    return {
      _id: row.quotationId,
      jobId: {
        ...(accepted ? jobCoreOf(row) : jobBeforeHireOf(row)),
        address: accepted ? addressOf(row) : publicAddressOf(row),
        ...(accepted ? { contactEmail: row.contactEmail } : {}),
        ...(client ? { client } : {}),
        photos: photos.of(row.id),
      },
      quotationText: row.quotationText,
      // The author is told while the client sees their contact details hidden (as in messages).
      ...(row.quotationStatus === 'pending' && quotationBeforeHire(row.quotationText).masked
        ? { hiddenFromClient: true }
        : {}),
      price: penceToPounds(row.pricePence),
      status: row.quotationStatus,
      outcome: applicationOutcome(row.quotationStatus, row.status),
      quote: quoteViewOf(row),
      isAccepted: accepted,
      createdAt: row.quotedAt,
      userId: { name: person.name, email: person.email },
      conversationId: row.conversationId!,
    };
  });
  // Withdrawn ones are listed too, among the others by when they were sent; accepted stay first.
  const withdrawn = await withdrawnApplications(db, person);
  return [...sent, ...withdrawn].sort(
    (a, b) => Number(b.isAccepted) - Number(a.isAccepted) || b.createdAt.localeCompare(a.createdAt),
  );
}
