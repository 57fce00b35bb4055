import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A failed request said in one quiet line with "Try again": the section leaves out what the
 * answer would have backed rather than showing a stand-in.
 */
export function QuietRetry({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <p className="quiet-retry" role="status">
      <span id={id}>{message}</span>
      <button type="button" className="button button--secondary" aria-describedby={id} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </p>
  );
}
