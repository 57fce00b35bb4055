import type { Kysely, Transaction } from 'kysely';
import { formatPounds, type Language } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import { translate } from '../../lib/i18n.js';
import { tradeWord } from '../../lib/trade-word.js';
import { ownAccountRow } from '../accounts/index.js';
import type { Mailer } from '../mail/index.js';
import type { AgreementSnapshot } from './snapshot.js';

type Db = Kysely<Database> | Transaction<Database>;
type Side = 'client' | 'tradesperson';
export interface PdfFile {
  filename: string;
  contentType: string;
  content: Uint8Array;
}
interface AgreementParties {
  jobId: string;
  clientId: string;
  tradespersonId: string;
}
interface VariationWords {
  description: string;
  priceChangePence: number;
  reason: string;
}

const other = (side: Side): Side => (side === 'client' ? 'tradesperson' : 'client');
const idOf = (agreement: AgreementParties, side: Side) =>
  side === 'client' ? agreement.clientId : agreement.tradespersonId;

const signedChange = (pence: number, language: Language) =>
  `${pence >= 0 ? '+' : '−'}${formatPounds(Math.abs(pence) / 100, language)}`;

/** The facts of a variation, in the recipient's language. */
const variationFacts = (v: VariationWords, language: Language) => [
  `${translate(language, 'agreements.variation.description')}: ${v.description}`,
  `${translate(language, 'agreements.variation.priceChange')}: ${signedChange(v.priceChangePence, language)}`,
  `${translate(language, 'agreements.variation.reason')}: ${v.reason}`,
];

/** The client's copy of version 1, sent when they hire (the tradesperson's comes with the hire email). */
export async function agreementMadeEmail(
  trx: Db,
  mailer: Mailer,
  snapshot: AgreementSnapshot,
  account: { role: 'client'; id: string },
  pdf: PdfFile,
) {
  const language = snapshot.language;
  await mailer.queue(trx, {
    kind: 'agreementMade',
    to: snapshot.client.email,
    account,
    language,
    name: snapshot.client.name,
    values: {
      trade: tradeWord(snapshot.job.workType, language),
      tradesperson: snapshot.tradesperson.businessName ?? snapshot.tradesperson.name,
    },
    actionUrl: mailer.link(`/agreement/${snapshot.jobId}`),
    attachments: [pdf],
  });
}

async function emailSide(
  trx: Db,
  mailer: Mailer,
  agreement: AgreementParties,
  side: Side,
  email: { kind: 'variationProposed' | 'variationAnswered'; key?: string; v: VariationWords; pdf?: PdfFile },
) {
  const person = await ownAccountRow(trx, side, idOf(agreement, side));
  if (!person) return;
  const language = person.language;
  const otherPerson = await ownAccountRow(trx, other(side), idOf(agreement, other(side)));
  await mailer.queue(trx, {
    kind: email.kind,
    to: person.email,
    account: { role: side, id: person.id },
    language,
    name: person.name,
    values: {
      other: otherPerson?.name ?? '',
      outcome: email.key ? translate(language, email.key) : '',
    },
    facts: variationFacts(email.v, language),
    actionUrl: mailer.link(`/agreement/${agreement.jobId}`),
    ...(email.pdf ? { attachments: [email.pdf] } : {}),
  });
}

/** The side that did not propose it is asked to answer. */
export const variationProposedEmail = (
  trx: Db,
  mailer: Mailer,
  agreement: AgreementParties,
  proposer: Side,
  v: VariationWords,
) => emailSide(trx, mailer, agreement, other(proposer), { kind: 'variationProposed', v });

/** Both sides are told the answer; an accepted variation brings the new version's PDF. */
export async function variationAnsweredEmails(
  trx: Db,
  mailer: Mailer,
  agreement: AgreementParties,
  v: VariationWords & { status: 'accept' | 'decline' },
  pdf: PdfFile | undefined,
) {
  const key = v.status === 'accept' ? 'agreements.variation.outcomeAccepted' : 'agreements.variation.outcomeDeclined';
  for (const side of ['client', 'tradesperson'] as const) {
    await emailSide(trx, mailer, agreement, side, { kind: 'variationAnswered', key, v, pdf });
  }
}
