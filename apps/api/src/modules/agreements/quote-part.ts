import { quoteTotals, structuredQuoteShape, type StructuredQuote } from '@tradewise/shared';
import type { AgreementSnapshot } from './snapshot.js';

type QuotationPart = Omit<AgreementSnapshot['quotation'], 'text' | 'acceptedAt'>;

/** The stored structured quote (quotations.quote, JSON), or null for a quotation of text and price alone. */
function structuredOf(json: string | null | undefined): StructuredQuote | null {
  if (!json) return null;
  const parsed = structuredQuoteShape.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}

/**
 * What the agreement takes from the accepted quotation: its lines and the server's totals
 * (quoteTotals, whole pence), the deposit and how it and the balance are paid, the dates and what is excluded when it is structured;
 * otherwise its single price and nothing more (the PDF then says what the quotation did not state).
 */
export function quotationPart(quotation: { pricePence: number | null; quote?: string | null }): QuotationPart {
  const quote = structuredOf(quotation.quote);
  if (!quote) {
    return {
      pricePence: quotation.pricePence,
      lines: [],
      totals: null,
      depositPence: null,
      startDate: null,
      duration: null,
      excludedText: '',
      includedItems: [],
      includedText: '',
      paymentTerms: '',
    };
  }
  const totals = quoteTotals(quote, quotation.pricePence);
  return {
    pricePence: totals.grossPence,
    lines: quote.lines.map((line, index) => ({
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unitPricePence: line.unitPricePence,
      vatRate: quote.vatRegistered ? line.vatRate : 0,
      netPence: totals.lines[index]!.netPence,
    })),
    totals:
      totals.itemised && totals.netPence !== null && totals.grossPence !== null
        ? {
            netPence: totals.netPence,
            vatPence: totals.vatPence ?? 0,
            grossPence: totals.grossPence,
            vatRegistered: quote.vatRegistered,
          }
        : null,
    depositPence: totals.depositPence,
    startDate: quote.startDate,
    duration: quote.duration,
    excludedText: quote.excludedText,
    includedItems: Object.entries(quote.included)
      .filter(([, ticked]) => ticked)
      .map(([item]) => item),
    includedText: quote.includedText,
    paymentTerms: quote.paymentTerms,
  };
}
