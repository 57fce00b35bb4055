import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { LoginForm } from './login-form';
import type { PageHandle } from '../../app/page-handle';

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
    <LoginForm
      role="client"
      onSuccess={({ email }) => {
        const from = returnPath(location.state);
        if (from) navigate(from, { replace: true });
        else navigate(`/client-dashboard?email=${encodeURIComponent(email)}`);
      }}
      failureText={(error) =>
        errorText(t, error, { fallback: t('signinPage.invalidCredentials'), network: t('signinPage.serverError') })
      }
    />
  );
}

export const handle: PageHandle = { i18n: ['accounts', 'recovery'] };
