import { useTranslation } from 'react-i18next';
import { RefreshCw } from 'lucide-react';
import type { QuoteView } from '@tradewise/shared';
import { errorText } from '../../lib/error-text';
import { useJobFormat } from '../../lib/job-format';
import { useRenewQuotation } from './trades-api';

/**
 * An itemised quotation on the tradesperson's applied-jobs card (issue 41): its total as the server
 * computed it and the last day it stands; once expired while still pending, "Renew" makes it stand
 * again for as many days as it first did (once: the API refuses a second renewal).
 */
export function AppliedQuote({
  quotationId,
  view,
  pending,
}: {
  quotationId: string;
  view: QuoteView;
  /** Still awaiting the client's decision: only then can it be renewed. */
  pending: boolean;
}) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const renew = useRenewQuotation();
  // The renewed quote as the API answered it, until the list is fetched again.
  const shown = renew.data ?? view;
  const gross = shown.totals.grossPence;
  const day = format.day(shown.validUntil);
  return (
    <div className="applied-quote" data-testid="applied-quote">
      {gross !== null && (
        <p className="job-card__note">
          {t(shown.totals.vat.length > 0 ? 'appliedJobs.quoteTotalVat' : 'appliedJobs.quoteTotal', {
            amount: format.price(gross / 100),
          })}
        </p>
      )}
      {/* Just renewed: the one line that says so carries the new date (not a second "Valid until"). */}
      {renew.isSuccess ? (
        <p className="job-card__note" role="status">
          {t('appliedJobs.renewed', { date: day })}
        </p>
      ) : (
        <p className="job-card__note">
          {t(shown.expired ? 'appliedJobs.quoteExpired' : 'appliedJobs.quoteValidUntil', { date: day })}
        </p>
      )}
      {pending && shown.expired && !shown.renewed && (
        <>
          <button
            type="button"
            className="button button--secondary"
            disabled={renew.isPending}
            onClick={() => renew.mutate({ quotationId, validityDays: shown.quote.validityDays })}
          >
            <RefreshCw size={18} aria-hidden="true" />
            {t('appliedJobs.renew', { count: shown.quote.validityDays })}
          </button>
          <p className="field__hint">{t('appliedJobs.renewHint')}</p>
        </>
      )}
      {renew.isError && (
        <p className="field__error" role="alert">
          {errorText(t, renew.error, { fallback: t('appliedJobs.renewFailed') })}
        </p>
      )}
    </div>
  );
}
