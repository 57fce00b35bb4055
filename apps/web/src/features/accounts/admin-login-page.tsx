import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { storeSession } from '../../lib/auth';
import { errorText } from '../../lib/error-text';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';

/** /admin/login: administrator sign-in. */
export default function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthCard title={t('adminLogin.title')} lead={t('adminLogin.lead')}>
      <LoginForm
        role="admin"
        submitLabel={t('adminLogin.submit')}
        busyLabel={t('adminLogin.submitting')}
        onSuccess={({ token }) => {
          storeSession('admin', token);
          navigate('/admin/dashboard');
        }}
        failureText={(error) =>
          errorText(t, error, { fallback: t('adminLogin.loginFailed'), network: t('adminLogin.generic') })
        }
      />
    </AuthCard>
  );
}
