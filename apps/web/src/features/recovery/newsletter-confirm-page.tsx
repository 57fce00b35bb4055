import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/ui/status';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { useConfirmNewsletter } from './recovery-api';
import { Outcome, RecoveryCard, tokenFrom } from './recovery-card';

/** /newsletter/confirm?token=: the newsletter's double opt-in, confirmed as the page opens, once. */
export default function NewsletterConfirmPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = tokenFrom(search);
  const confirm = useConfirmNewsletter();
  const { mutate } = confirm;

  // Strict mode runs effects twice, and the token works once: the ref keeps it to one POST.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [mutate, token]);

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
