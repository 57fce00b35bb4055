import { useTranslation } from 'react-i18next';
import type { Role } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { useMe } from '../../lib/me';
import { ResendButton } from './resend-button';

/**
 * Above every page of a signed-in client's or tradesperson's area until their email address is
 * confirmed; /api/me is read again after a confirmation, and the banner goes.
 */
export function VerifyEmailBanner({ role }: { role: Role }) {
  const { t } = useTranslation();
  const me = useMe(role);
  if (!me.data || me.data.emailVerified || me.data.role !== role) return null;
  return (
    <div className="container verify-banner">
      <Alert tone="warning" title={t('recovery.banner.title')}>
        <p>{t('recovery.banner.body')}</p>
        <ResendButton role={role} />
      </Alert>
    </div>
  );
}
