import type { Language, Trade } from '@tradewise/shared';

/** A party of the agreement as it stood when the version was made. */
export interface Party {
  name: string;
  businessName?: string;
  email: string;
  phone: string;
  address: string;
}

/** A line of work as the accepted quotation priced it (structured quotations). */
export interface SnapshotLine {
  description: string;
  quantity: number;
  unit: string;
  unitPricePence: number;
  vatRate: number;
  netPence: number;
}

/** An accepted variation, as the version that follows it records it. */
export interface SnapshotVariation {
  version: number;
  proposedBy: 'client' | 'tradesperson';
  description: string;
  priceChangePence: number;
  reason: string;
  acceptedAt: string;
}

/**
 * Everything one version of an agreement says, frozen when it is made: the PDF is drawn from it,
 * never from the live rows, so a version reads the same forever.
 */
export interface AgreementSnapshot {
  version: number;
  madeAt: string;
  /** The client's language: the PDF's, with the statutory text also in English. */
  language: Language;
  jobId: string;
  client: Party;
  tradesperson: Party;
  job: { workType: Trade; description: string; address: string };
  quotation: {
    text: string;
    acceptedAt: string;
    /** The price as quoted, in pence (null when none was given). */
    pricePence: number | null;
    lines: SnapshotLine[];
    /** Net, VAT and total in pence, as the server computed them (null when not itemised). */
    totals: { netPence: number; vatPence: number; grossPence: number; vatRegistered: boolean } | null;
    depositPence: number | null;
    startDate: string | null;
    duration: { value: number; unit: string } | null;
    excludedText: string;
    /** The common items ticked as included (materials, wasteRemoval, makingGood, parking) and the words. */
    includedItems: string[];
    includedText: string;
    /** How the deposit and balance are to be paid, in the tradesperson's words ('' when not stated). */
    paymentTerms: string;
  };
  variations: SnapshotVariation[];
  /** The price with every accepted variation, in pence (null when the quotation gave no price). */
  totalPence: number | null;
}

/** The next version: the previous one with one more accepted variation and the running total. */
export function withVariation(previous: AgreementSnapshot, variation: SnapshotVariation): AgreementSnapshot {
  return {
    ...previous,
    version: variation.version,
    madeAt: variation.acceptedAt,
    variations: [...previous.variations, variation],
    totalPence: previous.totalPence === null ? null : previous.totalPence + variation.priceChangePence,
  };
}
