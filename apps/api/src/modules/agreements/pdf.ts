import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { dateFormat, formatPounds, numberFormat, type Language } from '@tradewise/shared';
import { translate } from '../../lib/i18n.js';
import type { AgreementSnapshot, Party } from './snapshot.js';

const require = createRequire(import.meta.url);
/**
 * DejaVu Sans (every French and Spanish accent, £ and €), embedded as a subset. TrueType, not WOFF:
 * pdfkit's font reader decompresses WOFF tables again at each glyph (2 s a page against 0.1 s).
 */
const FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const loadFonts = () =>
  (fonts ??= { regular: fs.readFileSync(FONT_FILES.regular), bold: fs.readFileSync(FONT_FILES.bold) });

const INK = '#1f2a2a';
const MUTED = '#4a5757';
const BRAND = '#0f5e55';

/** The agreement's PDF, drawn from one version's snapshot in the client's language. */
export async function renderAgreementPdf(snapshot: AgreementSnapshot): Promise<Buffer> {
  const language = snapshot.language;
  const t = (key: string, values: Record<string, unknown> = {}) => translate(language, `agreements.pdf.${key}`, values);
  const en = (key: string, values: Record<string, unknown> = {}) => translate('en', `agreements.pdf.${key}`, values);
  const money = (pence: number) => formatPounds(pence / 100, language);
  const day = (iso: string) =>
    dateFormat(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
  const { regular, bold } = loadFonts();

  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: t('title', { version: snapshot.version }), Author: translate(language, 'brand.name') },
    lang: language,
  });
  doc.registerFont('body', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));

  const heading = (text: string) => {
    doc.moveDown(0.8).font('bold').fontSize(12).fillColor(BRAND).text(text).moveDown(0.3);
    doc.font('body').fontSize(10).fillColor(INK);
  };
  const para = (text: string) => doc.font('body').fontSize(10).fillColor(INK).text(text, { paragraphGap: 4 });
  const row = (label: string, value: string) =>
    doc.font('bold').fontSize(10).fillColor(INK).text(`${label}: `, { continued: true }).font('body').text(value);
  const party = (title: string, p: Party) => {
    heading(title);
    row(t('name'), p.businessName ? `${p.name} (${p.businessName})` : p.name);
    row(t('address'), p.address);
    row(t('phone'), p.phone);
    row(t('email'), p.email);
  };
  const paragraphs = (text: string) => text.split('\n\n').forEach(para);

  // ---- heading ----
  doc.font('bold').fontSize(18).fillColor(BRAND).text(translate(language, 'brand.name'));
  doc
    .font('bold')
    .fontSize(16)
    .fillColor(INK)
    .text(t('title', { version: snapshot.version }));
  doc
    .font('body')
    .fontSize(10)
    .fillColor(MUTED)
    .text(t('made', { date: day(snapshot.madeAt), version: snapshot.version }));
  if (snapshot.version > 1) doc.text(t('replaces', { previous: snapshot.version - 1 }));
  doc.fillColor(INK);

  party(t('client'), snapshot.client);
  party(t('tradesperson'), snapshot.tradesperson);

  heading(t('job'));
  row(t('trade'), translate(language, `trades.${snapshot.job.workType}`));
  row(t('address'), snapshot.job.address);
  row(t('accepted'), day(snapshot.quotation.acceptedAt));
  para(snapshot.job.description);

  heading(t('quotation'));
  para(snapshot.quotation.text);
  const q = snapshot.quotation;
  for (const line of q.lines) {
    para(
      `${line.description}: ${numberFormat(language).format(line.quantity)} ${line.unit} × ${money(line.unitPricePence)} = ${money(line.netPence)}${q.totals?.vatRegistered ? ` (${t('vatRate', { rate: line.vatRate })})` : ''}`,
    );
  }
  if (q.totals) {
    row(t('net'), money(q.totals.netPence));
    row(t('vat'), q.totals.vatRegistered ? money(q.totals.vatPence) : t('notVatRegistered'));
    row(t('quotedTotal'), money(q.totals.grossPence));
  } else {
    row(t('quotedPrice'), q.pricePence === null ? t('noPrice') : money(q.pricePence));
  }
  row(t('deposit'), q.depositPence === null ? t('noDeposit') : money(q.depositPence));
  row(t('start'), q.startDate ? day(q.startDate) : t('notStated'));
  row(t('duration'), q.duration ? t(`durationValue_${q.duration.unit}`, { count: q.duration.value }) : t('notStated'));
  const included = [...(q.includedItems ?? []).map((item) => t(`items.${item}`)), q.includedText].filter(Boolean);
  if (included.length > 0) row(t('included'), included.join('; '));
  row(t('excluded'), q.excludedText || t('notStated'));

  if (snapshot.variations.length > 0) {
    heading(t('variations'));
    for (const v of snapshot.variations) {
      row(
        t('variationLine', { version: v.version, date: day(v.acceptedAt) }),
        `${v.description} (${v.priceChangePence >= 0 ? '+' : '−'}${money(Math.abs(v.priceChangePence))})`,
      );
      doc
        .fillColor(MUTED)
        .text(`${t('reason')}: ${v.reason}`)
        .fillColor(INK);
    }
  }
  heading(t('total'));
  doc
    .font('bold')
    .fontSize(12)
    .text(snapshot.totalPence === null ? t('noPrice') : money(snapshot.totalPence))
    .font('body')
    .fontSize(10);

  heading(t('payment'));
  para(q.paymentTerms ? t('paymentStated', { terms: q.paymentTerms }) : t('paymentNotStated'));
  para(t('noCard'));

  // ---- the statutory information: in the client's language, and in English ----
  const statutory = (tr: typeof t) => {
    heading(tr('cancelTitle'));
    paragraphs(tr('cancelText', { trader: traderLine(snapshot.tradesperson) }));
    heading(tr('startedTitle'));
    paragraphs(tr('startedText'));
    heading(tr('formTitle'));
    paragraphs(tr('formText', { trader: traderLine(snapshot.tradesperson) }));
  };
  doc.addPage();
  statutory(t);
  if (language !== 'en') {
    doc.addPage();
    doc.font('bold').fontSize(14).fillColor(INK).text(t('englishVersion'));
    statutory(en);
  }

  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

const traderLine = (p: Party) => [p.businessName ?? p.name, p.address, p.phone, p.email].join(', ');

export const agreementFileName = (language: Language, version: number) =>
  `${translate(language, 'agreements.pdf.fileName', { version })}.pdf`;
