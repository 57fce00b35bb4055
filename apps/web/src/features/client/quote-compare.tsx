import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientJob, ClientQuotation } from '@tradewise/shared';
import { useJobFormat } from '../../lib/job-format';
import { reliabilityLines } from '../../components/reliability/reliability-lines';
import './quote-compare.css';

type Sort = 'total' | 'rating';

/** The quotation's total with VAT in pence, as the server gave it (null when it has no price). */
const totalOf = (q: ClientQuotation) =>
  q.quote?.totals.grossPence ?? (q.price === null ? null : Math.round(q.price * 100));

const sorters: Record<Sort, (a: ClientQuotation, b: ClientQuotation) => number> = {
  // Cheapest first; those without a price last.
  total: (a, b) => (totalOf(a) ?? Infinity) - (totalOf(b) ?? Infinity),
  // Best rated first; those without reviews last, then by number of reviews.
  rating: (a, b) =>
    (b.tradesperson.rating.average ?? -1) - (a.tradesperson.rating.average ?? -1) ||
    b.tradesperson.rating.count - a.tradesperson.rating.count,
};

/** One quotation's facts, in the row (table) or card order. */
function useFacts() {
  const { t, i18n } = useTranslation();
  const format = useJobFormat();
  const money = (pence: number) => format.price(pence / 100);
  return (q: ClientQuotation) => {
    const quote = q.quote ?? null;
    const total = totalOf(q);
    const totals = quote?.totals;
    const rating = q.tradesperson.rating;
    const reliability = reliabilityLines(t, q.tradesperson.reliability, i18n.resolvedLanguage);
    const start = quote?.quote.startDate
      ? t('quote.compare.startOn', { date: format.day(quote.quote.startDate) })
      : null;
    const duration = quote?.quote.duration
      ? t(`quote.durationValue.${quote.quote.duration.unit}`, { count: quote.quote.duration.value })
      : null;
    return [
      {
        key: 'total',
        label: t('quote.compare.total'),
        value:
          total === null
            ? t('quote.compare.noPrice')
            : `${money(total)}${totals && totals.itemised && totals.vat.length === 0 ? ` · ${t('quote.compare.noVat')}` : ''}${
                !totals?.itemised ? ` · ${t('quote.compare.notItemised')}` : ''
              }`,
      },
      {
        key: 'deposit',
        label: t('quote.compare.deposit'),
        value:
          totals?.depositPence != null
            ? `${t('quote.totals.depositValue', { amount: money(totals.depositPence), percent: totals.depositPercent })}${
                totals.depositAboveAdvice ? ` · ${t('quote.compare.depositAdvice')}` : ''
              }`
            : quote
              ? t('quote.compare.none')
              : t('quote.compare.notStated'),
      },
      {
        key: 'start',
        label: t('quote.compare.start'),
        value: [start, duration].filter(Boolean).join(' · ') || t('quote.compare.notStated'),
      },
      {
        key: 'excluded',
        label: t('quote.compare.excluded'),
        value: quote?.quote.excludedText || t('quote.compare.notStated'),
      },
      {
        key: 'validity',
        label: t('quote.compare.validity'),
        value: quote
          ? quote.expired
            ? t('quote.compare.expired', { date: format.day(quote.validUntil) })
            : format.day(quote.validUntil)
          : t('quote.compare.noExpiry'),
      },
      {
        key: 'rating',
        label: t('quote.compare.rating'),
        value:
          rating.count > 0 && rating.average !== null
            ? t('quote.compare.ratingValue', { average: rating.average.toFixed(1), count: rating.count })
            : t('quote.compare.noRating'),
      },
      {
        key: 'reliability',
        label: t('tradeProfile.reliability.title'),
        value: reliability.join(' · ') || t('tradeProfile.reliability.notYet'),
      },
      {
        key: 'distance',
        label: t('quote.compare.distance'),
        value:
          q.distanceMiles == null
            ? t('quote.compare.notStated')
            : t('quote.compare.miles', { distance: q.distanceMiles }),
      },
      {
        key: 'credentials',
        label: t('quote.compare.credentials'),
        value:
          (q.tradesperson.credentials ?? [])
            .map((badge) => t(`tradeProfile.badge.${badge.kind}`, { scheme: badge.scheme ?? '' }))
            .join(', ') || t('quote.compare.noCredentials'),
      },
    ];
  };
}

/**
 * The job's quotations side by side (issue 41): a table on wide screens, a card each on narrow
 * ones, sorted by total or by rating. Every figure is the server's.
 */
export function QuoteCompare({ job }: { job: ClientJob }) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<Sort>('total');
  const factsOf = useFacts();
  const rows = [...job.quotations].sort(sorters[sort]).map((q) => ({ q, facts: factsOf(q) }));
  const headings = rows[0]?.facts ?? [];
  const sortId = `compare-sort-${job._id}`;
  return (
    <section className="quote-compare" data-testid="quote-compare" aria-label={t('quote.compare.title')}>
      <div className="quote-compare__bar">
        <h5 className="quote-compare__title">{t('quote.compare.title')}</h5>
        <label htmlFor={sortId}>{t('quote.compare.sortBy')}</label>
        <select id={sortId} className="input" value={sort} onChange={(event) => setSort(event.target.value as Sort)}>
          <option value="total">{t('quote.compare.sortTotal')}</option>
          <option value="rating">{t('quote.compare.sortRating')}</option>
        </select>
      </div>
      <div className="quote-compare__table-wrap">
        <table className="quote-compare__table">
          <caption className="visually-hidden">{t('quote.compare.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('quote.compare.tradesperson')}</th>
              {headings.map((fact) => (
                <th key={fact.key} scope="col">
                  {fact.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ q, facts }) => (
              <tr key={q._id}>
                <th scope="row">{q.tradesperson.businessName}</th>
                {facts.map((fact) => (
                  <td key={fact.key} data-fact={fact.key}>
                    {fact.value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="quote-compare__cards">
        {rows.map(({ q, facts }) => (
          <article key={q._id} className="quote-compare__card" aria-label={q.tradesperson.businessName}>
            <p className="quote-compare__name">{q.tradesperson.businessName}</p>
            <dl>
              {facts.map((fact) => (
                <div key={fact.key}>
                  <dt>{fact.label}</dt>
                  <dd data-fact={fact.key}>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </article>
        ))}
      </div>
    </section>
  );
}
