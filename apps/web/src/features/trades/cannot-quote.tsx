import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';

/** The apply page's reasons, by the API's code: a title, and the text when it is not errors.<code>. */
const REASONS: Partial<Record<string, { title: string; body?: string }>> = {
  NOT_FOUND: { title: 'applyJob.notFoundTitle', body: 'applyJob.notFoundBody' },
  JOB_NOT_OPEN: { title: 'applyJob.notOpenTitle', body: 'applyJob.notOpenBody' },
  APPROVAL_PENDING: { title: 'tradesDashboard.pendingTitle', body: 'tradesDashboard.pendingBody' },
};

/**
 * Why this job cannot be quoted on (unknown or removed, no longer open, awaiting approval, another
 * trade or area, full), said before any form; a failed check offers to try again.
 */
export function CannotQuote({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  if (!refused) {
    return (
      <Alert tone="error" title={t('applyJob.checkFailed')} live="alert" className="panel">
        <p>{errorText(t, error, { fallback: t('errors.INTERNAL') })}</p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </Alert>
    );
  }
  const reason = REASONS[error.code];
  return (
    <Alert
      tone={error.code === 'APPROVAL_PENDING' ? 'warning' : 'info'}
      title={t(reason?.title ?? 'applyJob.cannotQuoteTitle')}
      className="panel"
    >
      <p>{reason?.body ? t(reason.body) : errorText(t, error, { fallback: t('errors.FORBIDDEN') })}</p>
      <Link className="button button--primary" to="/dashboard">
        {t('appliedJobs.findJobs')}
      </Link>
    </Alert>
  );
}
