import type { ReactNode } from 'react';
import { Link } from '../../components/local-link';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { SchemaForm, useServerSubmit, type SchemaFormKit } from '../../components/ui/schema-form';
import { SubmitButton } from '../../components/ui/submit-button';
import { errorText } from '../../lib/error-text';
import { AuthCard, AuthFooterLine } from './auth-card';
import { RegisteredNotice } from './registered-notice';

/**
 * Per kind of account: the page's catalogue section (title, lead, success, failed, submit...),
 * where that account signs in, and the key of the footer's link there.
 */
const KINDS = {
  client: { page: 'signupPage', signIn: '/signin', linkKey: 'signupPage.signinLink' },
  tradesperson: { page: 'registerPage', signIn: '/login', linkKey: 'registerPage.loginLink' },
} as const;

interface RegistrationCardProps<I extends FieldValues, O> {
  kind: keyof typeof KINDS;
  form: SchemaFormKit<I, O>;
  /** Sends the registration (POST /client/register or /tradeperson/register). */
  register: (values: O) => Promise<unknown>;
  /** Shown above the button (a note asking to fix the errors). */
  beforeSubmit?: ReactNode;
  children: ReactNode;
}

/** A registration page: the form, its server refusal, then "Registration successful" and sign in. */
export function RegistrationCard<I extends FieldValues, O>(props: RegistrationCardProps<I, O>) {
  const { kind, form, register, beforeSubmit, children } = props;
  const { t } = useTranslation();
  const registration = useServerSubmit(form, register);
  const { page, signIn, linkKey } = KINDS[kind];

  if (registration.sent) {
    return (
      <AuthCard title={t(`${page}.title`)}>
        <RegisteredNotice to={signIn} title={t(`${page}.success`)} link={t(`${page}.continue`)} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      wide
      title={t(`${page}.title`)}
      lead={t(`${page}.lead`)}
      footer={
        <AuthFooterLine question={t(`${page}.haveAccount`)}>
          <Link to={signIn}>{t(linkKey)}</Link>
        </AuthFooterLine>
      }
    >
      <SchemaForm
        form={form}
        onSubmit={registration.submit}
        failure={
          registration.failure && {
            attempt: registration.failure.attempt,
            message: errorText(t, registration.failure.error, { fallback: t(`${page}.failed`) }),
          }
        }
      >
        {children}
        {beforeSubmit}
        <SubmitButton busy={registration.busy} busyLabel={t(`${page}.submitting`)}>
          {t(`${page}.submit`)}
        </SubmitButton>
      </SchemaForm>
    </AuthCard>
  );
}
