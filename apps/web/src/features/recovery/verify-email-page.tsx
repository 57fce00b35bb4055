import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Role } from '@tradewise/shared';
import { Loading } from '../../components/ui/status';
import { ApiError } from '../../lib/api';
import { DASHBOARD_PATHS, LOGIN_PATHS, useSignedInRoles } from '../../lib/auth';
import { errorText } from '../../lib/error-text';
import { useVerifyEmail } from './recovery-api';
import { Outcome, RecoveryCard } from './recovery-card';
import { useTokenOnce } from './use-token-once';
import { ResendButton } from './resend-button';
import type { PageHandle } from '../../app/page-handle';

/**
 * /verify-email?token=: confirms the address as the page opens, once; a link followed again says the
 * address is already confirmed when it is.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const verify = useVerifyEmail();
  useTokenOnce(verify.mutate);
  const signedIn = useSignedInRoles().find((role): role is Exclude<Role, 'admin'> => role !== 'admin');

  const title = t('recovery.verify.title');
  if (verify.isSuccess) {
    const already = verify.data.alreadyConfirmed;
    return (
      <RecoveryCard title={t(already ? 'recovery.verify.alreadyTitle' : 'recovery.verify.doneTitle')}>
        <Outcome tone="success">
          <p>{t(already ? 'recovery.alreadyVerified' : 'recovery.verified')}</p>
          <p>
            <Link to={signedIn ? DASHBOARD_PATHS[signedIn] : '/'}>
              {signedIn ? t('recovery.verify.toDashboard') : t('recovery.verify.toHome')}
            </Link>
          </p>
        </Outcome>
      </RecoveryCard>
    );
  }
  if (verify.isError) {
    const dead = verify.error instanceof ApiError && ['TOKEN_INVALID', 'VALIDATION_FAILED'].includes(verify.error.code);
    return (
      <RecoveryCard title={title}>
        <Outcome tone="error" title={t('recovery.linkInvalidTitle')}>
          <p>{dead ? t('errors.TOKEN_INVALID') : errorText(t, verify.error, { fallback: t('recovery.failed') })}</p>
          <p>{signedIn ? t('recovery.verify.resendHelp') : t('recovery.verify.signInHelp')}</p>
        </Outcome>
        {signedIn ? (
          <ResendButton role={signedIn} />
        ) : (
          (['client', 'tradesperson'] as const).map((role) => (
            <p key={role}>
              <Link to={LOGIN_PATHS[role]}>{t(`recovery.reset.signIn.${role}`)}</Link>
            </p>
          ))
        )}
      </RecoveryCard>
    );
  }
  return (
    <RecoveryCard title={title}>
      <Loading label={t('recovery.verify.checking')} />
    </RecoveryCard>
  );
}

export const handle: PageHandle = { i18n: ['recovery'] };

// Rendered in the browser: it depends on this browser's session or on a link's token.
export { clientLoader, HydrateFallback } from '../../app/routes/client-only';
