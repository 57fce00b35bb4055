import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DURATION_UNITS,
  QUOTE_INCLUDED_ITEMS,
  QUOTE_LIMITS,
  VAT_RATES,
  readPrice,
  type DurationUnit,
  type QuoteIncludedItem,
  type StructuredQuoteInput,
  type VatRate,
} from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { useQuotePreview } from './quote-api';
import { QuoteTotalsList } from './quote-totals';
import './quote-builder.css';

interface LineDraft {
  key: number;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  vatRate: VatRate;
}

export interface QuoteDraft {
  lines: LineDraft[];
  vatRegistered: boolean;
  vatRounding: 'line' | 'total';
  included: Record<QuoteIncludedItem, boolean>;
  includedText: string;
  excludedText: string;
  paymentTerms: string;
  depositKind: 'none' | 'percent' | 'amount';
  depositValue: string;
  startDate: string;
  durationValue: string;
  durationUnit: DurationUnit;
  validityDays: string;
}

let nextKey = 1;
const newLine = (): LineDraft => ({
  key: nextKey++,
  description: '',
  quantity: '1',
  unit: '',
  unitPrice: '',
  vatRate: 20,
});

export const emptyQuoteDraft = (): QuoteDraft => ({
  lines: [newLine()],
  vatRegistered: false,
  vatRounding: 'line',
  included: { materials: false, wasteRemoval: false, makingGood: false, parking: false },
  includedText: '',
  excludedText: '',
  paymentTerms: '',
  depositKind: 'none',
  depositValue: '',
  startDate: '',
  durationValue: '',
  durationUnit: 'day',
  validityDays: String(QUOTE_LIMITS.defaultValidityDays),
});

/** A number typed with a comma or a point for its decimals (NaN when it is none: the API says why). */
const typedNumber = (text: string) =>
  text.trim() === '' ? Number.NaN : Number(text.replace(/\s/g, '').replace(',', '.'));

/** The quote as the API takes it; the API checks every part and computes the totals. */
export function quoteInputOf(draft: QuoteDraft, language: string | undefined): StructuredQuoteInput {
  const pence = (text: string) => {
    const pounds = readPrice(text, language);
    return pounds === null ? Number.NaN : Math.round(pounds * 100);
  };
  return {
    lines: draft.lines.map((line) => ({
      description: line.description,
      quantity: typedNumber(line.quantity),
      unit: line.unit,
      unitPricePence: pence(line.unitPrice),
      vatRate: draft.vatRegistered ? line.vatRate : 0,
    })),
    vatRegistered: draft.vatRegistered,
    vatRounding: draft.vatRounding,
    included: draft.included,
    includedText: draft.includedText,
    excludedText: draft.excludedText,
    paymentTerms: draft.paymentTerms,
    deposit:
      draft.depositKind === 'none'
        ? null
        : draft.depositKind === 'percent'
          ? { kind: 'percent', percent: typedNumber(draft.depositValue) }
          : { kind: 'amount', pence: pence(draft.depositValue) },
    startDate: draft.startDate || null,
    duration: draft.durationValue.trim() ? { value: typedNumber(draft.durationValue), unit: draft.durationUnit } : null,
    validityDays: typedNumber(draft.validityDays),
  };
}

/** "Line 2: Enter a quantity ..." for an API detail about the quote. */
function useDetailText() {
  const { t } = useTranslation();
  return ({ field, code }: { field: string; code: string }) => {
    const line = /^quote\.lines\.(\d+)/.exec(field);
    const text = t(code);
    return line ? `${t('quote.form.lineLegend', { number: Number(line[1]) + 1 })}: ${text}` : text;
  };
}

/**
 * The optional itemised part of the quotation form: lines (added and removed), VAT, inclusions,
 * deposit, start and duration, validity. "Work out the totals" asks the server (POST
 * /api/quote-preview); the browser shows only what it answers.
 */
export function QuoteBuilder({
  draft,
  onChange,
  price,
  errors,
}: {
  draft: QuoteDraft;
  onChange: (draft: QuoteDraft) => void;
  price: number | null;
  errors: { field: string; code: string }[];
}) {
  const { t, i18n } = useTranslation();
  const preview = useQuotePreview();
  const [previewed, setPreviewed] = useState<string | null>(null);
  const detailText = useDetailText();
  const set = (change: Partial<QuoteDraft>) => onChange({ ...draft, ...change });
  const setLine = (key: number, change: Partial<LineDraft>) =>
    set({ lines: draft.lines.map((line) => (line.key === key ? { ...line, ...change } : line)) });
  const current = JSON.stringify(draft);
  const stale = previewed !== null && previewed !== current;

  const showTotals = () => {
    setPreviewed(current);
    preview.mutate({ quote: quoteInputOf(draft, i18n.resolvedLanguage), ...(price === null ? {} : { price }) });
  };
  const previewDetails = preview.error instanceof ApiError ? preview.error.details : [];
  const previewErrors =
    preview.error && previewDetails.length === 0
      ? errorText(t, preview.error, { fallback: t('quote.form.totalsFailed') })
      : null;
  const shown = errors.length > 0 ? errors : stale ? [] : previewDetails;
  const id = (name: string) => `quote-${name}`;

  return (
    <fieldset className="quote-builder" data-testid="quote-builder">
      <legend className="quote-builder__title">{t('quote.form.title')}</legend>
      <p className="field__hint">{t('quote.form.lead', { brand: t('brand.name') })}</p>

      <h3 className="quote-builder__heading">{t('quote.form.lines')}</h3>
      <ol className="quote-lines">
        {draft.lines.map((line, index) => (
          <li key={line.key} className="quote-line">
            <fieldset>
              <legend className="visually-hidden">{t('quote.form.lineLegend', { number: index + 1 })}</legend>
              <label className="quote-line__description">
                <span>{t('quote.form.description')}</span>
                <input
                  className="input"
                  value={line.description}
                  maxLength={QUOTE_LIMITS.descriptionMax}
                  onChange={(event) => setLine(line.key, { description: event.target.value })}
                />
              </label>
              <label>
                <span>{t('quote.form.quantity')}</span>
                <input
                  className="input"
                  inputMode="decimal"
                  value={line.quantity}
                  onChange={(event) => setLine(line.key, { quantity: event.target.value })}
                />
              </label>
              <label>
                <span>{t('quote.form.unit')}</span>
                <input
                  className="input"
                  value={line.unit}
                  maxLength={QUOTE_LIMITS.unitMax}
                  onChange={(event) => setLine(line.key, { unit: event.target.value })}
                />
              </label>
              <label>
                <span>{t('quote.form.unitPrice')}</span>
                <input
                  className="input"
                  inputMode="decimal"
                  value={line.unitPrice}
                  onChange={(event) => setLine(line.key, { unitPrice: event.target.value })}
                />
              </label>
              {draft.vatRegistered && (
                <label>
                  <span>{t('quote.form.vatRate')}</span>
                  <select
                    className="input"
                    value={line.vatRate}
                    onChange={(event) => setLine(line.key, { vatRate: Number(event.target.value) as VatRate })}
                  >
                    {VAT_RATES.map((rate) => (
                      <option key={rate} value={rate}>{`${rate} %`}</option>
                    ))}
                  </select>
                </label>
              )}
              {draft.lines.length > 1 && (
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => set({ lines: draft.lines.filter((other) => other.key !== line.key) })}
                >
                  {t('quote.form.removeLine', { number: index + 1 })}
                </button>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      {draft.lines.length < QUOTE_LIMITS.maxLines && (
        <button type="button" className="button" onClick={() => set({ lines: [...draft.lines, newLine()] })}>
          {t('quote.form.addLine')}
        </button>
      )}

      <div className="quote-builder__row">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={draft.vatRegistered}
            onChange={(event) => set({ vatRegistered: event.target.checked })}
          />
          <span>{t('quote.form.vatRegistered')}</span>
        </label>
        {draft.vatRegistered && (
          <label>
            <span>{t('quote.form.vatRounding')}</span>
            <select
              className="input"
              value={draft.vatRounding}
              onChange={(event) => set({ vatRounding: event.target.value as 'line' | 'total' })}
            >
              <option value="line">{t('quote.form.roundingLine')}</option>
              <option value="total">{t('quote.form.roundingTotal')}</option>
            </select>
          </label>
        )}
      </div>

      <fieldset className="quote-builder__group">
        <legend>{t('quote.form.included')}</legend>
        {QUOTE_INCLUDED_ITEMS.map((item) => (
          <label key={item} className="checkbox">
            <input
              type="checkbox"
              checked={draft.included[item]}
              onChange={(event) => set({ included: { ...draft.included, [item]: event.target.checked } })}
            />
            <span>{t(`quote.items.${item}`)}</span>
          </label>
        ))}
      </fieldset>
      <label className="quote-builder__text">
        <span>{t('quote.form.includedText')}</span>
        <textarea
          className="input textarea"
          rows={2}
          maxLength={QUOTE_LIMITS.textMax}
          value={draft.includedText}
          onChange={(event) => set({ includedText: event.target.value })}
        />
      </label>
      <label className="quote-builder__text">
        <span>{t('quote.form.excludedText')}</span>
        <textarea
          className="input textarea"
          rows={2}
          maxLength={QUOTE_LIMITS.textMax}
          value={draft.excludedText}
          onChange={(event) => set({ excludedText: event.target.value })}
        />
      </label>

      <fieldset className="quote-builder__group">
        <legend>{t('quote.form.deposit')}</legend>
        <p className="field__hint">{t('quote.form.depositAdvice')}</p>
        {(['none', 'percent', 'amount'] as const).map((kind) => (
          <label key={kind} className="checkbox">
            <input
              type="radio"
              name={id('deposit-kind')}
              checked={draft.depositKind === kind}
              onChange={() => set({ depositKind: kind })}
            />
            <span>
              {t(
                kind === 'none'
                  ? 'quote.form.depositNone'
                  : kind === 'percent'
                    ? 'quote.form.depositPercent'
                    : 'quote.form.depositAmount',
              )}
            </span>
          </label>
        ))}
        {draft.depositKind !== 'none' && (
          <label>
            <span>
              {t(draft.depositKind === 'percent' ? 'quote.form.depositPercentValue' : 'quote.form.depositAmountValue')}
            </span>
            <input
              className="input"
              inputMode="decimal"
              value={draft.depositValue}
              onChange={(event) => set({ depositValue: event.target.value })}
            />
          </label>
        )}
        <label className="quote-builder__text">
          <span>{t('quote.form.paymentTerms')}</span>
          <span className="field__hint">{t('quote.form.paymentTermsHint')}</span>
          <textarea
            className="input textarea"
            rows={2}
            maxLength={QUOTE_LIMITS.paymentTermsMax}
            value={draft.paymentTerms}
            onChange={(event) => set({ paymentTerms: event.target.value })}
          />
        </label>
      </fieldset>

      <div className="quote-builder__row">
        <label>
          <span>{t('quote.form.startDate')}</span>
          <input
            className="input"
            type="date"
            value={draft.startDate}
            onChange={(event) => set({ startDate: event.target.value })}
          />
        </label>
        <label>
          <span>{t('quote.form.duration')}</span>
          <input
            className="input"
            inputMode="numeric"
            value={draft.durationValue}
            onChange={(event) => set({ durationValue: event.target.value })}
          />
        </label>
        <label>
          <span>{t('quote.form.durationUnit')}</span>
          <select
            className="input"
            value={draft.durationUnit}
            onChange={(event) => set({ durationUnit: event.target.value as DurationUnit })}
          >
            {DURATION_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {t(`quote.unit.${unit}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('quote.form.validityDays')}</span>
          <input
            className="input"
            inputMode="numeric"
            value={draft.validityDays}
            onChange={(event) => set({ validityDays: event.target.value })}
          />
        </label>
      </div>

      {shown.length > 0 && (
        <Alert tone="error" title={t('quote.invalid')}>
          <ul>
            {shown.map((error) => (
              <li key={`${error.field}:${error.code}`}>{detailText(error)}</li>
            ))}
          </ul>
        </Alert>
      )}

      <div className="quote-builder__totals" aria-live="polite">
        <button type="button" className="button" onClick={showTotals} disabled={preview.isPending}>
          {t('quote.form.showTotals')}
        </button>
        {previewErrors && !stale && <p className="field__error">{previewErrors}</p>}
        {preview.data && !preview.isError && !stale && (
          <>
            <h3 className="quote-builder__heading">{t('quote.form.totalsTitle', { brand: t('brand.name') })}</h3>
            <QuoteTotalsList totals={preview.data.totals} validUntil={preview.data.validUntil} />
          </>
        )}
        {stale && preview.data && <p className="field__hint">{t('quote.form.totalsStale')}</p>}
      </div>
    </fieldset>
  );
}
