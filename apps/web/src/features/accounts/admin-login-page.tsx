import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { LoginForm } from './login-form';
import type { PageHandle } from '../../app/page-handle';

/** /admin/login: administrator sign-in. */
export default function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <LoginForm
      role="admin"
      onSuccess={() => {
        navigate('/admin/dashboard');
      }}
      failureText={(error) =>
        errorText(t, error, { fallback: t('adminLogin.loginFailed'), network: t('adminLogin.generic') })
      }
    />
  );
}

export const handle: PageHandle = { i18n: ['accounts', 'recovery'] };
