import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { storeSession } from '../../lib/auth';
import { errorText } from '../../lib/error-text';
import { AuthCard, AuthFooterLine } from './auth-card';
import { LoginForm } from './login-form';

/** /signin: client sign-in. */
export default function ClientSigninPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
          navigate(`/client-dashboard?email=${encodeURIComponent(email)}`);
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
