import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { LoginForm } from './login-form';
import type { PageHandle } from '../../app/page-handle';

/** /login: tradesperson login. */
export default function TradesLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Straight from registration: a first sign-in, welcomed as such.
  const registered = (useLocation().state as { registered?: boolean } | null)?.registered === true;

  // Wrong email or password says plainly that the sign-in failed; other refusals say why.
  const failureText = (error: unknown) =>
    error instanceof ApiError && error.code === 'INVALID_CREDENTIALS'
      ? t('loginPage.failed')
      : errorText(t, error, { fallback: t('loginPage.failed') });

  return (
    <LoginForm
      role="tradesperson"
      onSuccess={() => {
        toast.dismiss();
        toast.success(registered ? t('loginPage.successFirst', { brand: t('brand.name') }) : t('loginPage.success'));
        navigate('/dashboard');
      }}
      failureText={failureText}
      onFailure={(error) => toast.error(failureText(error))}
    />
  );
}

export const handle: PageHandle = { i18n: ['accounts', 'recovery'] };
