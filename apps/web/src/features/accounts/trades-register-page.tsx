import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  LIMITS,
  TRADES,
  tradespersonRegisterSchema,
  type TradespersonRegister,
  type TradespersonRegisterInput,
} from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { ErrorSummary } from '../../components/ui/error-summary';
import { PhoneField } from '../../components/ui/phone-field';
import { SubmitButton } from '../../components/ui/submit-button';
import { AddressFieldset } from '../../components/ui/address-fieldset';
import { SelectField, TextField } from '../../components/ui/text-field';
import { errorText } from '../../lib/error-text';
import { useRegisterTradesperson } from './accounts-api';
import { AuthCard, AuthFooterLine } from './auth-card';
import { applyServerErrors, fieldError, summaryItems } from '../../lib/form-errors';
import { ServerError } from './server-error';

type Field = keyof TradespersonRegisterInput;
const FIELDS: readonly Field[] = [
  'name',
  'email',
  'businessName',
  'contactNumber',
  'trade',
  'street',
  'city',
  'postcode',
  'password',
  'confirmPassword',
];
const idOf = (name: string) => `register-${name}`;

/** /register (and /join): tradesperson registration. */
export default function TradesRegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registration = useRegisterTradesperson();
  const [done, setDone] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);

  const { register, control, handleSubmit, setError, formState } = useForm<
    TradespersonRegisterInput,
    unknown,
    TradespersonRegister
  >({
    resolver: zodResolver(tradespersonRegisterSchema),
    mode: 'onChange',
    shouldFocusError: false,
    defaultValues: {
      name: '',
      email: '',
      businessName: '',
      contactNumber: '',
      // The select starts on its "Choose your trade" placeholder.
      trade: '' as TradespersonRegisterInput['trade'],
      street: '',
      city: '',
      postcode: '',
      password: '',
      confirmPassword: '',
    },
  });
  const { errors, submitCount } = formState;
  const error = (name: Field) => fieldError(t, errors, name);
  const hasErrors = Object.keys(errors).length > 0;

  const tradeOptions = useMemo(() => TRADES.map((trade) => ({ value: trade, label: t(`trades.${trade}`) })), [t]);

  useEffect(() => {
    if (!done) return;
    successRef.current?.focus();
    const timer = window.setTimeout(() => navigate('/login'), LIMITS.registrationRedirectMs);
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
      <AuthCard title={t('registerPage.title')}>
        <div ref={successRef} tabIndex={-1}>
          <Alert tone="success" live="status" title={t('registerPage.success')}>
            <p>
              <Link to="/login">{t('registerPage.continue')}</Link>
            </p>
          </Alert>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      wide
      title={t('registerPage.title')}
      lead={t('registerPage.lead')}
      footer={
        <AuthFooterLine question={t('registerPage.haveAccount')}>
          <Link to="/login">{t('registerPage.loginLink')}</Link>
        </AuthFooterLine>
      }
    >
      <ErrorSummary items={summaryItems(t, errors, FIELDS, idOf)} focusKey={submitCount} />
      {registration.isError && (
        <ServerError
          attempt={registration.submittedAt}
          message={errorText(t, registration.error, { fallback: t('registerPage.failed') })}
        />
      )}
      <form className="form" noValidate onSubmit={onSubmit}>
        <fieldset className="fieldset">
          <legend className="fieldset__legend">{t('registerPage.businessSection')}</legend>
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
            id={idOf('businessName')}
            label={t('fields.businessName')}
            error={error('businessName')}
            autoComplete="organization"
            {...register('businessName')}
          />
          <Controller
            control={control}
            name="contactNumber"
            render={({ field }) => (
              <PhoneField
                id={idOf('contactNumber')}
                name={field.name}
                label={t('fields.contactNumber')}
                hint={t('fields.contactNumberHint')}
                error={error('contactNumber')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
              />
            )}
          />
          <SelectField
            id={idOf('trade')}
            label={t('fields.trade')}
            error={error('trade')}
            placeholder={t('fields.tradePlaceholder')}
            options={tradeOptions}
            {...register('trade')}
          />
        </fieldset>
        <AddressFieldset register={register} idOf={idOf} error={error} />
        <fieldset className="fieldset">
          <legend className="fieldset__legend">{t('registerPage.accountSection')}</legend>
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
        </fieldset>
        {submitCount > 0 && hasErrors && (
          <p className="form__error-note" role="status">
            {t('registerPage.fixErrors')}
          </p>
        )}
        <SubmitButton busy={registration.isPending} busyLabel={t('registerPage.submitting')}>
          {t('registerPage.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
