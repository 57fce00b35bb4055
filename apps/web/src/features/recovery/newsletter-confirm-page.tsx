import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/ui/status';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { useConfirmNewsletter } from './recovery-api';
import { Outcome, RecoveryCard } from './recovery-card';
import { useTokenOnce } from './use-token-once';
import type { PageHandle } from '../../app/page-handle';

/** /newsletter/confirm?token=: the newsletter's double opt-in, confirmed as the page opens, once. */
export default function NewsletterConfirmPage() {
  const { t } = useTranslation();
  const confirm = useConfirmNewsletter();
  useTokenOnce(confirm.mutate);

  const title = t('recovery.newsletter.title');
  if (confirm.isSuccess) {
    return (
      <RecoveryCard title={title}>
        <Outcome tone="success">
          <p>{t('newsletter.confirmed')}</p>
          <p>
            <Link to="/">{t('recovery.verify.toHome')}</Link>
          </p>
        </Outcome>
      </RecoveryCard>
    );
  }
  if (confirm.isError) {
    const dead =
      confirm.error instanceof ApiError && ['TOKEN_INVALID', 'VALIDATION_FAILED'].includes(confirm.error.code);
    return (
      <RecoveryCard title={title}>
        <Outcome tone="error" title={t('recovery.linkInvalidTitle')}>
          <p>
            {dead ? t('recovery.newsletter.invalid') : errorText(t, confirm.error, { fallback: t('recovery.failed') })}
          </p>
        </Outcome>
      </RecoveryCard>
    );
  }
  return (
    <RecoveryCard title={title}>
      <Loading label={t('recovery.newsletter.checking')} />
    </RecoveryCard>
  );
}

export const handle: PageHandle = { i18n: ['recovery', 'public'] };

// Rendered in the browser: it depends on this browser's session or on a link's token.
export { clientLoader, HydrateFallback } from '../../app/routes/client-only';
