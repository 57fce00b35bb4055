import { useTranslation } from 'react-i18next';
import type { Role } from '@tradewise/shared';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { useResendVerification } from './recovery-api';

/** "Send the link again" for the signed-in role, and what to say after it (sent, or wait: 429). */
export function useResend(role: Role) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  const limited = resend.error instanceof ApiError && resend.error.code === 'RATE_LIMITED';
  const outcome = resend.isSuccess
    ? { tone: 'success' as const, text: t('recovery.verificationSent') }
    : resend.isError
      ? {
          tone: 'error' as const,
          text: limited ? t('recovery.banner.limited') : errorText(t, resend.error, { fallback: t('recovery.failed') }),
        }
      : null;
  return { send: () => resend.mutate(role), busy: resend.isPending, outcome, attempt: resend.submittedAt };
}
