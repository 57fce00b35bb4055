import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ApiError } from '../../lib/api';
import { storeSession } from '../../lib/auth';
import { errorText } from '../../lib/error-text';
import { AuthCard, AuthFooterLine } from './auth-card';
import { LoginForm } from './login-form';

/** /login: tradesperson login. */
export default function TradesLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  // Wrong email or password says plainly that the sign-in failed; other refusals say why.
  const failureText = (error: unknown) =>
    error instanceof ApiError && error.code === 'INVALID_CREDENTIALS'
      ? t('loginPage.failed')
      : errorText(t, error, { fallback: t('loginPage.failed') });

  return (
    <AuthCard
      title={t('loginPage.title')}
      lead={t('loginPage.lead')}
      footer={
        <>
          <AuthFooterLine question={t('loginPage.noAccount')}>
            <Link to="/register">{t('loginPage.registerLink')}</Link>
          </AuthFooterLine>
          <AuthFooterLine question={t('loginPage.clientQuestion')}>
            <Link to="/signin">{t('loginPage.clientLink')}</Link>
          </AuthFooterLine>
        </>
      }
    >
      <LoginForm
        role="tradesperson"
        submitLabel={t('loginPage.submit')}
        busyLabel={t('loginPage.submitting')}
        onSuccess={({ token }) => {
          storeSession('tradesperson', token);
          toast.dismiss();
          toast.success(t('loginPage.success'));
          navigate('/dashboard');
        }}
        failureText={failureText}
        onFailure={(error) => toast.error(failureText(error))}
      />
    </AuthCard>
  );
}
