import { useLocation } from 'react-router';
import { Link } from '../../components/local-link';
import { useTranslation } from 'react-i18next';
import { SchemaForm, useSchemaForm, useServerSubmit } from '../../components/ui/schema-form';
import { SubmitButton } from '../../components/ui/submit-button';
import { TextField } from '../../components/ui/text-field';
import type { Role, SignedIn } from '@tradewise/shared';
import { storeSession } from '../../lib/auth';
import { logIn } from './accounts-api';
import { AuthCard, AuthFooterLine } from './auth-card';

/** The form's schema, with zod, imported at its first check (components/ui/schema-form.tsx). */
const loginSchema = () => import('./form-schemas').then((schemas) => schemas.loginSchema);

/** Each role's sign-in page: its catalogue section (title, lead, submit, submitting). */
const SECTIONS = { client: 'signinPage', tradesperson: 'loginPage', admin: 'adminLogin' } as const;
type Section = (typeof SECTIONS)[Role];

/** The lines under each card: the question, where its link goes, and the link's words (keys). */
const LINKS: Record<Section, readonly (readonly [question: string, to: string, link: string])[]> = {
  signinPage: [
    ['signinPage.noAccount', '/signup', 'signinPage.signupLink'],
    ['signinPage.tradesQuestion', '/login', 'signinPage.tradesLink'],
  ],
  loginPage: [
    ['loginPage.noAccount', '/register', 'loginPage.registerLink'],
    ['loginPage.clientQuestion', '/signin', 'loginPage.clientLink'],
  ],
  adminLogin: [],
};

/** The two fields: email (the browser's saved username) and the current password. */
const FIELDS = [
  { name: 'email', label: 'fields.email', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'fields.password', type: 'password', autoComplete: 'current-password' },
] as const;

interface LoginFormProps {
  role: Role;
  /** After the session is stored: where to go. */
  onSuccess: (result: SignedIn) => void;
  /** The words for a refused or failed sign-in. */
  failureText: (error: unknown) => string;
  /** Extra reaction to a failure (a toast); the inline message then stays silent. */
  onFailure?: (error: unknown) => void;
}

/** A sign-in page: email and password, required and email-typed; stores the session of its role. */
export function LoginForm({ role, onSuccess, failureText, onFailure }: LoginFormProps) {
  const { t } = useTranslation();
  const section = SECTIONS[role];
  // Where the person was going (the guard's `from`) goes with them to sign up and back.
  const { state } = useLocation();
  const form = useSchemaForm(loginSchema, {
    idPrefix: `${role}-login`,
    fields: ['email', 'password'],
    defaultValues: { email: '', password: '' },
  });
  const login = useServerSubmit(form, (values) => logIn(role, values), {
    onSent: (result) => {
      storeSession(role, result.token, result.email);
      onSuccess(result);
    },
    onFailure,
  });

  return (
    <AuthCard
      title={t(`${section}.title`)}
      lead={t(`${section}.lead`)}
      footer={
        LINKS[section].length > 0 &&
        LINKS[section].map(([question, to, link]) => (
          <AuthFooterLine key={to} question={t(question)}>
            <Link to={to} state={state}>
              {t(link)}
            </Link>
          </AuthFooterLine>
        ))
      }
    >
      <SchemaForm
        form={form}
        onSubmit={login.submit}
        failure={
          login.failure && {
            attempt: login.failure.attempt,
            message: failureText(login.failure.error),
            announce: !onFailure,
          }
        }
      >
        {FIELDS.map(({ name, label, type, autoComplete }) => (
          <TextField
            key={name}
            id={form.idOf(name)}
            label={t(label)}
            error={form.error(name)}
            type={type}
            autoComplete={autoComplete}
            spellCheck={false}
            required
            {...form.register(name)}
          />
        ))}
        <p>
          <Link to={`/forgot-password?role=${role}`}>{t('recovery.forgotLink')}</Link>
        </p>
        <SubmitButton busy={login.busy} busyLabel={t(`${section}.submitting`)}>
          {t(`${section}.submit`)}
        </SubmitButton>
      </SchemaForm>
    </AuthCard>
  );
}
