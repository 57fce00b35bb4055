import { useState } from 'react';
import { ToLogin } from '../../app/to-login';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { Alert } from '../../components/ui/alert';
import { Loading } from '../../components/ui/status';
import { ApiError } from '../../lib/api';
import { clearSession } from '../../lib/auth';
import { queryClient } from '../../lib/query-client';
import { useAccount, type OwnRole } from './account-api';
import { SECTION_IDS } from './account-section';
import { DeleteSection } from './delete-section';
import { DetailsSection } from './details-section';
import { EmailSection } from './email-section';
import { ExportSection } from './export-section';
import { NotificationsSection } from './notifications-section';
import { PasswordSection } from './password-section';
import { useAccountRole } from './use-account-role';
import './account.css';

/** /account: a signed-in client's or tradesperson's own account, in six sections. */
export default function AccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { role, signedIn } = useAccountRole();
  // Once the account is deleted its session is dropped: the page must then go home, not to sign-in.
  const [leaving, setLeaving] = useState(false);

  if (leaving) return <Loading className="container page" label={t('account.delete.leaving')} />;
  if (!role) return <ToLogin to="/signin" />;

  const onDeleted = () => {
    setLeaving(true);
    clearSession(role);
    queryClient.removeQueries({ queryKey: ['account', role] });
    queryClient.removeQueries({ queryKey: ['me', role] });
    void navigate('/', { replace: true });
    toast.success(t('account.delete.done', { brand: t('brand.name') }));
  };
  return <AccountView key={role} role={role} signedIn={signedIn} onDeleted={onDeleted} />;
}

interface ViewProps {
  role: OwnRole;
  signedIn: OwnRole[];
  onDeleted: () => void;
}

function AccountView({ role, signedIn, onDeleted }: ViewProps) {
  const { t } = useTranslation();
  const account = useAccount(role);
  const title = t('account.title');

  // A refused token was already forgotten by the API client: the page then sends the person to sign in.
  if (account.isPending || (account.error instanceof ApiError && account.error.status === 401)) {
    return <Loading className="container page" label={t('account.loading')} />;
  }
  if (account.isError) {
    return (
      <div className="container page page--narrow">
        <Alert tone="error" title={t('account.loadFailed')} live="alert">
          <button type="button" className="button button--secondary" onClick={() => void account.refetch()}>
            {t('common.retry')}
          </button>
        </Alert>
      </div>
    );
  }

  const data = account.data;
  return (
    <div className="container page account-page">
      <title>{`${title} – ${t('brand.name')}`}</title>
      <div className="page-heading">
        <div>
          <h1 className="page-heading__title">{title}</h1>
          <p className="page-heading__lead">{t(`account.lead.${role}`, { name: data.name })}</p>
          {role === 'tradesperson' && <Link to="/account/profile">{t('tradeProfile.editor.editLink')}</Link>}
        </div>
      </div>
      {signedIn.length > 1 && (
        <nav className="role-switch" aria-label={t('account.roles.label')}>
          {signedIn.map((own) => (
            <Link key={own} to={`/account?as=${own}`} aria-current={own === role ? 'page' : undefined}>
              {t(`account.roles.${own}`)}
            </Link>
          ))}
        </nav>
      )}
      <div className="account-layout">
        <nav className="account-contents" aria-label={t('account.contents')}>
          <ul>
            {SECTION_IDS.map((id) => (
              <li key={id}>
                <a href={`#account-${id}`}>{t(`account.${id}.title`)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="account-sections">
          <DetailsSection account={data} />
          <EmailSection account={data} />
          <PasswordSection role={role} />
          <NotificationsSection role={role} />
          <ExportSection role={role} />
          <DeleteSection role={role} onDeleted={onDeleted} />
        </div>
      </div>
    </div>
  );
}

// Rendered in the browser: it depends on this browser's session or on a link's token.
export { clientLoader, HydrateFallback } from '../../app/routes/client-only';
