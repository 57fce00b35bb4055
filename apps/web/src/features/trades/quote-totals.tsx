import { useTranslation } from 'react-i18next';
import type { QuoteTotals } from '@tradewise/shared';
import { useJobFormat } from '../../lib/job-format';

/** The totals the server computed for a quote (never worked out in the browser). */
export function QuoteTotalsList({ totals, validUntil }: { totals: QuoteTotals; validUntil?: string }) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const money = (pence: number) => format.price(pence / 100);
  return (
    <dl className="quote-totals" data-testid="quote-totals">
      {totals.itemised && totals.netPence !== null && (
        <div>
          <dt>{t('quote.totals.net')}</dt>
          <dd>{money(totals.netPence)}</dd>
        </div>
      )}
      {totals.vat.map((band) => (
        <div key={band.rate}>
          <dt>{t('quote.totals.vat', { rate: band.rate })}</dt>
          <dd>{money(band.vatPence)}</dd>
        </div>
      ))}
      {totals.grossPence !== null && (
        <div className="quote-totals__gross">
          <dt>{t(totals.vat.length > 0 ? 'quote.totals.gross' : 'quote.totals.grossNoVat')}</dt>
          <dd>{money(totals.grossPence)}</dd>
        </div>
      )}
      {totals.depositPence !== null && (
        <div>
          <dt>{t('quote.totals.deposit')}</dt>
          <dd>
            {t('quote.totals.depositValue', { amount: money(totals.depositPence), percent: totals.depositPercent })}
          </dd>
        </div>
      )}
      {validUntil && (
        <div>
          <dt>{t('quote.compare.validity')}</dt>
          <dd>{format.day(validUntil)}</dd>
        </div>
      )}
    </dl>
  );
}
