import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/submit-button';
import { useJobFormat } from '../../lib/job-format';

/**
 * The price as it will be sent, formatted as the client will read it, live under the field: what
 * "240,50" was read as is never a surprise. Empty while nothing readable is typed.
 */
export function PricePreview({ id, pounds }: { id: string; pounds: number | null }) {
  const { t } = useTranslation();
  const format = useJobFormat();
  return (
    <p id={id} className="price-preview" aria-live="polite">
      {pounds === null ? '' : t('applyJob.pricePreview', { amount: format.price(pounds) })}
    </p>
  );
}

interface PriceConfirmProps {
  pounds: number;
  /** The trade's median quoted price, when the data gives one. */
  median: number | null;
  busy: boolean;
  onChange: () => void;
}

/**
 * The second look at a price that looks like a slip (priceLooksMistaken): why it was stopped, and
 * the choice to send it as it is (a submit button) or change it. Takes the focus when it appears.
 */
export function PriceConfirm({ pounds, median, busy, onChange }: PriceConfirmProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const format = useJobFormat();
  const amount = format.price(pounds);
  const reason =
    pounds > LIMITS.priceConfirmAbovePounds
      ? t('applyJob.confirmAboveLimit', { limit: format.price(LIMITS.priceConfirmAbovePounds) })
      : t('applyJob.confirmAboveMedian', { times: LIMITS.priceConfirmMedianTimes, median: format.price(median ?? 0) });
  return (
    <div ref={ref} tabIndex={-1} className="focus-target price-confirm">
      <Alert tone="warning" title={t('applyJob.confirmTitle', { amount })}>
        <p>{reason}</p>
        <p>{t('applyJob.confirmCheck')}</p>
        <div className="button-row">
          <SubmitButton busy={busy} busyLabel={t('applyJob.submitting')}>
            {t('applyJob.confirmSend', { amount })}
          </SubmitButton>
          <button type="button" className="button button--secondary" onClick={onChange}>
            {t('applyJob.confirmChange')}
          </button>
        </div>
      </Alert>
    </div>
  );
}
