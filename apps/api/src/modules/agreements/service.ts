import type { Kysely, Transaction } from 'kysely';
import type { Agreement, ProposeVariation, Role } from '@tradewise/shared';
import type { Database, JobRow, QuotationRow } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { ownAccountRow } from '../accounts/index.js';
import type { Mailer } from '../mail/index.js';
import { agreementMadeEmail, variationAnsweredEmails, variationProposedEmail, type PdfFile } from './emails.js';
import { agreementFileName, renderAgreementPdf } from './pdf.js';
import { quotationPart } from './quote-part.js';
import * as repo from './repository.js';
import { withVariation, type AgreementSnapshot } from './snapshot.js';

type Db = Kysely<Database> | Transaction<Database>;
type Side = 'client' | 'tradesperson';

const addressLine = (row: { street: string; city: string; postcode: string }) =>
  `${row.street}, ${row.city} ${row.postcode}`;

async function pdfOf(snapshot: AgreementSnapshot): Promise<PdfFile> {
  return {
    filename: agreementFileName(snapshot.language, snapshot.version),
    contentType: 'application/pdf',
    content: await renderAgreementPdf(snapshot),
  };
}

/**
 * Makes version 1 of a hire's agreement from the accepted quotation, inside the hire's
 * transaction, and emails the client their copy. Answers the PDF, which the hired tradesperson's
 * email carries too.
 */
export async function makeAgreement(trx: Db, mailer: Mailer, job: JobRow, quotation: QuotationRow, now: string) {
  const client = await ownAccountRow(trx, 'client', job.clientId);
  const trader = await ownAccountRow(trx, 'tradesperson', quotation.tradespersonId);
  if (!client || !trader || !('phoneNumber' in client) || !('contactNumber' in trader)) throw new AppError('NOT_FOUND');
  // The lines, totals, deposit and dates when the quotation is structured (quotations.quote).
  const part = quotationPart(quotation);
  const snapshot: AgreementSnapshot = {
    version: 1,
    madeAt: now,
    language: client.language,
    jobId: job.id,
    client: { name: client.name, email: client.email, phone: client.phoneNumber, address: addressLine(client) },
    tradesperson: {
      name: trader.name,
      businessName: trader.businessName,
      email: trader.email,
      phone: trader.contactNumber,
      address: addressLine(trader),
    },
    job: { workType: job.workType, description: job.jobDescription, address: addressLine(job) },
    quotation: {
      text: quotation.quotationText,
      acceptedAt: now,
      ...part,
    },
    variations: [],
    totalPence: part.pricePence,
  };
  const agreementId = newId();
  await repo.insertAgreement(trx, {
    id: agreementId,
    jobId: job.id,
    clientId: job.clientId,
    tradespersonId: quotation.tradespersonId,
    quotationId: quotation.id,
    createdAt: now,
  });
  await saveVersion(trx, agreementId, snapshot, null);
  const pdf = await pdfOf(snapshot);
  await agreementMadeEmail(trx, mailer, snapshot, { role: 'client', id: client.id }, pdf);
  return pdf;
}

const saveVersion = (trx: Db, agreementId: string, snapshot: AgreementSnapshot, variationId: string | null) =>
  repo.insertVersion(trx, {
    agreementId,
    version: snapshot.version,
    snapshot: JSON.stringify(snapshot),
    totalPence: snapshot.totalPence,
    variationId,
    madeAt: snapshot.madeAt,
  });

/**
 * The job's agreement, for its client or its hired tradesperson only: 404 when there is none (or
 * the job does not exist), 403 for anyone else.
 */
async function agreementFor(db: Db, role: Role, userId: string, jobId: string) {
  const agreement = await repo.findAgreementOfJob(db, jobId);
  if (!agreement) throw new AppError('NOT_FOUND');
  const side: Side | null =
    role === 'client' && agreement.clientId === userId
      ? 'client'
      : role === 'tradesperson' && agreement.tradespersonId === userId
        ? 'tradesperson'
        : null;
  if (!side) throw new AppError('FORBIDDEN');
  return { agreement, side };
}

/** Variations change the work still to do: none is proposed or accepted once the job is completed or cancelled. */
async function isStillOpen(db: Db, jobId: string) {
  const status = await repo.jobStatusOf(db, jobId);
  return status !== 'completed' && status !== 'cancelled';
}

async function assertStillOpen(db: Db, jobId: string) {
  if (!(await isStillOpen(db, jobId))) throw new AppError('AGREEMENT_CLOSED');
}

export async function readAgreement(db: Db, role: Role, userId: string, jobId: string): Promise<Agreement> {
  const { agreement, side } = await agreementFor(db, role, userId, jobId);
  const versions = await repo.listVersions(db, agreement.id);
  const variations = await repo.listVariations(db, agreement.id);
  const latest = versions[versions.length - 1]!;
  const { job } = JSON.parse((await repo.findVersion(db, agreement.id, latest.version))!.snapshot) as AgreementSnapshot;
  const open = await isStillOpen(db, jobId);
  return {
    jobId,
    workType: job.workType,
    address: job.address,
    you: side,
    open,
    currentVersion: latest.version,
    totalPence: latest.totalPence,
    versions: versions.map((v) => ({ ...v, pdfUrl: `/api/jobs/${jobId}/agreement/${v.version}.pdf` })),
    variations: variations.map((v) => ({
      _id: v.id,
      proposedBy: v.proposedBy,
      description: v.description,
      priceChangePence: v.priceChangePence,
      reason: v.reason,
      status: v.status,
      version: v.version,
      createdAt: v.createdAt,
      answeredAt: v.answeredAt,
      canAnswer: open && v.status === 'proposed' && v.proposedBy !== side,
    })),
  };
}

/** One version's PDF, drawn again from its frozen snapshot. */
export async function agreementPdf(db: Db, role: Role, userId: string, jobId: string, version: number) {
  const { agreement } = await agreementFor(db, role, userId, jobId);
  const row = await repo.findVersion(db, agreement.id, version);
  if (!row) throw new AppError('NOT_FOUND');
  return pdfOf(JSON.parse(row.snapshot) as AgreementSnapshot);
}

/** Either side proposes a change; the other is emailed and nothing changes until they accept. */
export async function proposeVariation(
  db: Kysely<Database>,
  mailer: Mailer,
  role: Role,
  userId: string,
  jobId: string,
  input: ProposeVariation,
) {
  return db.transaction().execute(async (trx) => {
    const { agreement, side } = await agreementFor(trx, role, userId, jobId);
    await assertStillOpen(trx, jobId);
    const id = newId();
    await repo.insertVariation(trx, { id, agreementId: agreement.id, proposedBy: side, ...input, createdAt: nowIso() });
    await variationProposedEmail(trx, mailer, agreement, side, input);
    return readAgreement(trx, role, userId, jobId);
  });
}

/**
 * The other side accepts or declines a proposed variation. Of answers racing on one variation
 * exactly one settles it (the others get 409); an accepted one makes the next version, with the
 * running total, and both sides are emailed it.
 */
export async function answerVariation(
  db: Kysely<Database>,
  mailer: Mailer,
  role: Role,
  userId: string,
  jobId: string,
  variationId: string,
  answer: 'accept' | 'decline',
) {
  return db.transaction().execute(async (trx) => {
    const { agreement, side } = await agreementFor(trx, role, userId, jobId);
    const variation = await repo.findVariation(trx, agreement.id, variationId);
    if (!variation) throw new AppError('NOT_FOUND');
    if (variation.proposedBy === side) throw new AppError('FORBIDDEN');
    await assertStillOpen(trx, jobId);
    const now = nowIso();
    if (!(await repo.settleVariation(trx, variation.id, answer === 'accept' ? 'accepted' : 'declined', now))) {
      throw new AppError('CONFLICT');
    }
    let pdf: PdfFile | undefined;
    if (answer === 'accept') {
      const version = await repo.takeNextVersion(trx, agreement.id);
      const previous = await repo.findVersion(trx, agreement.id, version - 1);
      const snapshot = withVariation(JSON.parse(previous!.snapshot) as AgreementSnapshot, {
        version,
        proposedBy: variation.proposedBy,
        description: variation.description,
        priceChangePence: variation.priceChangePence,
        reason: variation.reason,
        acceptedAt: now,
      });
      await saveVersion(trx, agreement.id, snapshot, variation.id);
      await repo.setVariationVersion(trx, variation.id, version);
      pdf = await pdfOf(snapshot);
    }
    await variationAnsweredEmails(trx, mailer, agreement, { ...variation, status: answer }, pdf);
    return readAgreement(trx, role, userId, jobId);
  });
}
