/**
 * An agreement made from a structured quotation (issue 41): its lines, the server's totals in whole
 * pence, the deposit, dates and exclusions go into the snapshot and onto the PDF.
 */
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { renderAgreementPdf } from './pdf.js';
import { quotationPart } from './quote-part.js';
import type { AgreementSnapshot } from './snapshot.js';

const structured = JSON.stringify({
  lines: [
    { description: 'Kitchen tap', quantity: 1, unit: 'item', unitPricePence: 12000, vatRate: 20 },
    { description: 'Labour', quantity: 1.5, unit: 'hour', unitPricePence: 4500, vatRate: 20 },
  ],
  vatRegistered: true,
  vatRounding: 'line',
  included: { materials: true, wasteRemoval: false, makingGood: false, parking: true },
  includedText: '',
  excludedText: 'Tiling around the sink',
  paymentTerms: 'Deposit by bank transfer on booking; balance in cash on completion.',
  deposit: { kind: 'percent', percent: 10 },
  startDate: '2026-12-07',
  duration: { value: 2, unit: 'day' },
  validityDays: 30,
});

describe('an agreement from a structured quotation', () => {
  it('takes the lines and the server’s totals, and the PDF shows them', async () => {
    const part = quotationPart({ pricePence: null, quote: structured });
    // 120.00 + 1.5 × 45.00 = 187.50 net; VAT 20% per line: 24.00 + 13.50 = 37.50; 225.00 in all.
    expect(part.totals).toEqual({ netPence: 18750, vatPence: 3750, grossPence: 22500, vatRegistered: true });
    expect(part.lines.map((line) => line.netPence)).toEqual([12000, 6750]);
    expect(part).toMatchObject({ pricePence: 22500, depositPence: 2250, excludedText: 'Tiling around the sink' });
    expect(part.includedItems).toEqual(['materials', 'parking']);

    const snapshot: AgreementSnapshot = {
      version: 1,
      madeAt: '2026-11-28T10:00:00.000Z',
      language: 'en',
      jobId: 'job',
      client: { name: 'Amelia Hughes', email: 'a@example.com', phone: '+447911123456', address: '14 Lavender Hill' },
      tradesperson: { name: 'Chidi Okafor', email: 'c@example.com', phone: '+447700900123', address: '3 Mill Lane' },
      job: { workType: 'plumber', description: 'Tap', address: '22 Deansgate, Manchester M3 4LQ' },
      quotation: { text: 'As listed.', acceptedAt: '2026-11-28T10:00:00.000Z', ...part },
      variations: [],
      totalPence: part.pricePence,
    };
    const pdf = await getDocumentProxy(new Uint8Array(await renderAgreementPdf(snapshot)));
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain('Labour: 1.5 hour × £45.00 = £67.50');
    expect(text).toContain('VAT: £37.50');
    expect(text).toContain('Total quoted: £225.00');
    expect(text).toContain('Deposit: £22.50');
    expect(text).toContain('Start: 7 December 2026');
    expect(text).toContain('Duration: 2 days');
    expect(text).toContain('Included: materials; parking');
    expect(text).toContain('Not included: Tiling around the sink');
    expect(text).toContain(
      'As the tradesperson states: Deposit by bank transfer on booking; balance in cash on completion.',
    );
    expect(text).not.toContain('has not stated how the deposit');
  });

  it('keeps a quotation of text and price as it is', () => {
    expect(quotationPart({ pricePence: 24050, quote: null })).toMatchObject({
      pricePence: 24050,
      lines: [],
      totals: null,
      paymentTerms: '',
    });
  });
});
