import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS, clientRegisterSchema, type ClientRegister, type ClientRegisterInput } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { ErrorSummary } from '../../components/ui/error-summary';
import { PhoneField } from '../../components/ui/phone-field';
import { SubmitButton } from '../../components/ui/submit-button';
import { AddressFieldset } from '../../components/ui/address-fieldset';
import { TextField } from '../../components/ui/text-field';
import { errorText } from '../../lib/error-text';
import { useRegisterClient } from './accounts-api';
import { AuthCard, AuthFooterLine } from './auth-card';
import { ServerError } from './server-error';
import { applyServerErrors, fieldError, summaryItems } from '../../lib/form-errors';

type Field = keyof ClientRegisterInput;
const FIELDS: readonly Field[] = [
  'name',
  'email',
  'password',
  'confirmPassword',
  'phoneNumber',
  'street',
  'city',
  'postcode',
];
const idOf = (name: string) => `signup-${name}`;

/** /signup: client registration. */
export default function ClientSignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registration = useRegisterClient();
  const [done, setDone] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);

  const form = useForm<ClientRegisterInput, unknown, ClientRegister>({
    resolver: zodResolver(clientRegisterSchema),
    mode: 'onChange',
    shouldFocusError: false,
    defaultValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      phoneNumber: '',
      street: '',
      city: '',
      postcode: '',
    },
  });
  const { register, control, handleSubmit, setError, formState } = form;
  const { errors, submitCount } = formState;
  const error = (name: Field) => fieldError(t, errors, name);

  useEffect(() => {
    if (!done) return;
    successRef.current?.focus();
    const timer = window.setTimeout(() => navigate('/signin'), LIMITS.registrationRedirectMs);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = handleSubmit((values) =>
    registration.mutate(values, {
      onSuccess: () => setDone(true),
      onError: (failure) => applyServerErrors(failure, FIELDS, setError),
    }),
  );

  if (done) {
    return (
      <AuthCard title={t('signupPage.title')}>
        <div ref={successRef} tabIndex={-1}>
          <Alert tone="success" live="status" title={t('signupPage.success')}>
            <p>
              <Link to="/signin">{t('signupPage.continue')}</Link>
            </p>
          </Alert>
        </div>
      </AuthCard>
    );
  }

  const busy = registration.isPending;
  return (
    <AuthCard
      wide
      title={t('signupPage.title')}
      lead={t('signupPage.lead')}
      footer={
        <AuthFooterLine question={t('signupPage.haveAccount')}>
          <Link to="/signin">{t('signupPage.signinLink')}</Link>
        </AuthFooterLine>
      }
    >
      <ErrorSummary items={summaryItems(t, errors, FIELDS, idOf)} focusKey={submitCount} />
      {registration.isError && (
        <ServerError
          attempt={registration.submittedAt}
          message={errorText(t, registration.error, { fallback: t('signupPage.failed') })}
        />
      )}
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          id={idOf('name')}
          label={t('fields.name')}
          error={error('name')}
          autoComplete="name"
          {...register('name')}
        />
        <TextField
          id={idOf('email')}
          label={t('fields.email')}
          error={error('email')}
          type="email"
          autoComplete="email"
          spellCheck={false}
          {...register('email')}
        />
        <TextField
          id={idOf('password')}
          label={t('fields.newPassword')}
          hint={t('fields.passwordHint')}
          error={error('password')}
          type="password"
          autoComplete="new-password"
          {...register('password', { deps: ['confirmPassword'] })}
        />
        <TextField
          id={idOf('confirmPassword')}
          label={t('fields.confirmPassword')}
          error={error('confirmPassword')}
          type="password"
          autoComplete="new-password"
          {...register('confirmPassword')}
        />
        <Controller
          control={control}
          name="phoneNumber"
          render={({ field }) => (
            <PhoneField
              id={idOf('phoneNumber')}
              name={field.name}
              label={t('fields.phone')}
              hint={t('fields.phoneHint')}
              error={error('phoneNumber')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
            />
          )}
        />
        <AddressFieldset register={register} idOf={idOf} error={error} />
        <SubmitButton busy={busy} busyLabel={t('signupPage.submitting')}>
          {t('signupPage.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
