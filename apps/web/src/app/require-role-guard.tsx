import { Outlet } from 'react-router';
import { ToLogin } from './to-login';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import type { Role } from '@tradewise/shared';
import { Alert } from '../components/ui/alert';
import { VerifyEmailBanner } from '../features/recovery/verify-email-banner';
import { PendingApprovalNotice } from '../features/trades/pending-notice';
import { Loading } from '../components/ui/status';
import { ApiError } from '../lib/api';
import { LOGIN_PATHS, clearSession, useToken } from '../lib/auth';
import { useMe } from '../lib/me';

/**
 * Lets the page through only with a token of this role that the API still accepts (GET /api/me);
 * otherwise the token is forgotten and the person goes to that role's login page. A tradesperson
 * awaiting approval is told so above every page, and then a client or tradesperson who has not
 * confirmed their email address is asked to.
 */
export function RequireRole({ role }: { role: Role }) {
  const { t } = useTranslation();
  const token = useToken(role);
  const me = useMe(role);
  // A token of another role stored under this key is as good as none.
  const wrongRole = me.data !== undefined && me.data.role !== role;

  useEffect(() => {
    if (wrongRole) clearSession(role);
  }, [wrongRole, role]);

  if (!token || wrongRole || (me.error instanceof ApiError && me.error.status === 401)) {
    return <ToLogin to={LOGIN_PATHS[role]} />;
  }
  if (me.isPending) return <Loading className="container page" label={t('guard.checking')} />;
  if (me.isError) {
    return (
      <div className="container page page--narrow">
        <Alert tone="error" title={t('guard.failed')} live="alert">
          <p>{t('guard.failedHelp')}</p>
          <button type="button" className="button button--secondary" onClick={() => void me.refetch()}>
            {t('common.retry')}
          </button>
        </Alert>
      </div>
    );
  }
  return (
    <>
      {role === 'tradesperson' && <PendingApprovalNotice />}
      {role !== 'admin' && <VerifyEmailBanner role={role} />}
      <Outlet />
    </>
  );
}
