import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { FormFailure } from '../../components/ui/form-failure';
import { SubmitButton } from '../../components/ui/submit-button';
import { useUnsubscribe } from './recovery-api';
import { Outcome, RecoveryCard, tokenFrom } from './recovery-card';
import type { PageHandle } from '../../app/page-handle';

/**
 * /unsubscribe?token=: the link in an optional email. Opening it changes nothing (mail scanners
 * open links too); one button asks the API to stop that kind of email.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = tokenFrom(search);
  const unsubscribe = useUnsubscribe();
  const title = t('recovery.unsubscribe.title');
  const dead = !token || (unsubscribe.error instanceof ApiError && unsubscribe.error.status === 400);

  if (unsubscribe.isSuccess) {
    return (
      <RecoveryCard title={title}>
        <Outcome tone="success">
          <p>{t('recovery.unsubscribed')}</p>
          <p>
            <Link to="/">{t('recovery.verify.toHome')}</Link>
          </p>
        </Outcome>
      </RecoveryCard>
    );
  }
  if (dead) {
    return (
      <RecoveryCard title={title}>
        <Outcome tone="error" title={t('recovery.linkInvalidTitle')}>
          <p>{t('recovery.unsubscribe.invalid')}</p>
        </Outcome>
      </RecoveryCard>
    );
  }
  return (
    <RecoveryCard title={title} lead={t('recovery.unsubscribe.lead')}>
      <ul className="recovery-list">
        <li>{t('recovery.unsubscribe.stops')}</li>
        <li>{t('recovery.unsubscribe.keeps')}</li>
      </ul>
      {unsubscribe.isError && (
        <FormFailure
          attempt={unsubscribe.submittedAt}
          message={errorText(t, unsubscribe.error, { fallback: t('recovery.failed') })}
        />
      )}
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          unsubscribe.mutate(token);
        }}
      >
        <SubmitButton busy={unsubscribe.isPending} busyLabel={t('recovery.unsubscribe.submitting')}>
          {t('recovery.unsubscribe.submit')}
        </SubmitButton>
      </form>
    </RecoveryCard>
  );
}

export const handle: PageHandle = { i18n: ['recovery'] };

// Rendered in the browser: it depends on this browser's session or on a link's token.
export { clientLoader, HydrateFallback } from '../../app/routes/client-only';
