import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { storeSession } from '../../lib/auth';
import { errorText } from '../../lib/error-text';
import { AuthCard, AuthFooterLine } from './auth-card';
import { LoginForm } from './login-form';

/** Where the guard or the job form sent the person from, if it is a path on this site. */
function returnPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/** /signin: client sign-in. Afterwards the person goes back where they came from, else to the dashboard. */
export default function ClientSigninPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <AuthCard
      title={t('signinPage.title')}
      lead={t('signinPage.lead')}
      footer={
        <>
          <AuthFooterLine question={t('signinPage.noAccount')}>
            <Link to="/signup">{t('signinPage.signupLink')}</Link>
          </AuthFooterLine>
          <AuthFooterLine question={t('signinPage.tradesQuestion')}>
            <Link to="/login">{t('signinPage.tradesLink')}</Link>
          </AuthFooterLine>
        </>
      }
    >
      <LoginForm
        role="client"
        submitLabel={t('signinPage.submit')}
        busyLabel={t('signinPage.submitting')}
        onSuccess={({ token, email }) => {
          storeSession('client', token, email);
          const from = returnPath(location.state);
          if (from) navigate(from, { replace: true });
          else navigate(`/client-dashboard?email=${encodeURIComponent(email)}`);
        }}
        failureText={(error) =>
          errorText(t, error, {
            fallback: t('signinPage.invalidCredentials'),
            network: t('signinPage.serverError'),
          })
        }
      />
    </AuthCard>
  );
}
