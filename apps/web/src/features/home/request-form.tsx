import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import {
  LIMITS,
  PROPERTY_TYPES,
  SERVICE_TIMES,
  TRADES,
  jobRequestSchema,
  requestFormSteps,
  type Trade,
} from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/submit-button';
import { SelectField, TextField } from '../../components/ui/text-field';
import { ApiError, apiRequest } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { RadioGroup } from './radio-group';
import { postcodeArea, splitLocation, tradeFromText } from './trade-match';

/** What the home page knows when the form opens: the hero's two inputs, or a chosen category. */
export interface RequestStart {
  service: string;
  location: string;
  trade?: Trade;
}

type Values = z.input<typeof jobRequestSchema>;
type Request = z.output<typeof jobRequestSchema>;
type StepSchema<N extends number> = (typeof requestFormSteps)[N];
type StepInput<N extends number> = z.input<StepSchema<N>>;

const TOTAL = requestFormSteps.length;
const msg = (t: TFunction, error: FieldError | undefined) => (error?.message ? t(error.message) : undefined);

function startValues(start: RequestStart, nameOf: (trade: Trade) => string): Values {
  const { postcode, city } = splitLocation(start.location);
  return {
    tradespersonType: (start.trade ?? tradeFromText(start.service, nameOf) ?? '') as Trade,
    serviceCompletionTime: '' as Values['serviceCompletionTime'],
    propertyType: '' as Values['propertyType'],
    address: { street: '', city, postcode },
    contactDetails: { email: '', confirmEmail: '' },
  };
}

/** Which step asks for a field the server refused ("address.postcode" -> step 4). */
function stepOfField(field: string): number {
  const top = field.split('.')[0];
  const index = requestFormSteps.findIndex((schema) => top !== undefined && top in schema.shape);
  return index < 0 ? TOTAL - 1 : index;
}

interface StepProps<N extends number> {
  values: Values;
  /** The step's answers are valid: keep them and go on. */
  onNext: (answers: StepInput<N>) => void;
  /** Keep whatever is typed, valid or not, and go back. */
  onBack: (answers: StepInput<N>) => void;
}

function useStepForm<N extends number>(index: N, defaultValues: StepInput<N>) {
  return useForm<StepInput<N>, unknown, z.output<StepSchema<N>>>({
    resolver: zodResolver(requestFormSteps[index] as never),
    defaultValues: defaultValues as never,
    // Checked on Next (spec section 5), then again as the answer is corrected.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

interface StepFrameProps {
  index: number;
  onSubmit: () => void;
  onBack?: () => void;
  children: ReactNode;
  /** Above the buttons: a server error on the last step. */
  footer?: ReactNode;
  busy?: boolean;
}

function StepFrame({ index, onSubmit, onBack, children, footer, busy = false }: StepFrameProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLFormElement>(null);
  // Each new step starts with its first answer in focus.
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);
  const last = index === TOTAL - 1;
  return (
    <form
      ref={ref}
      className="request-step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {footer}
      <div className="request-step__nav">
        {index > 0 && (
          <button type="button" className="button button--secondary" onClick={onBack}>
            {t('requestForm.back')}
          </button>
        )}
        {last ? (
          <SubmitButton busy={busy} busyLabel={t('requestForm.submitting')} className="request-step__next">
            {t('requestForm.submit')}
          </SubmitButton>
        ) : (
          <button type="submit" className="button button--primary request-step__next">
            {t('requestForm.next')}
          </button>
        )}
      </div>
    </form>
  );
}

function TradeStep({ values, onNext, onBack }: StepProps<0>) {
  const { t, i18n } = useTranslation();
  const form = useStepForm(0, { tradespersonType: values.tradespersonType });
  const options = useMemo(() => {
    const collator = new Intl.Collator(i18n.resolvedLanguage);
    return TRADES.filter((trade) => trade !== 'other')
      .map((trade): { value: string; label: string } => ({ value: trade, label: t(`trades.${trade}`) }))
      .sort((a, b) => collator.compare(a.label, b.label))
      .concat({ value: 'other', label: t('trades.other') });
  }, [t, i18n.resolvedLanguage]);
  return (
    <StepFrame
      index={0}
      onSubmit={form.handleSubmit(() => onNext(form.getValues()))}
      onBack={() => onBack(form.getValues())}
    >
      <SelectField
        id="request-trade"
        label={t('requestForm.tradeQuestion')}
        hint={t('requestForm.tradeHint')}
        placeholder={t('requestForm.tradePlaceholder')}
        options={options}
        error={msg(t, form.formState.errors.tradespersonType)}
        {...form.register('tradespersonType')}
      />
    </StepFrame>
  );
}

function WhenStep({ values, onNext, onBack }: StepProps<1>) {
  const { t } = useTranslation();
  const form = useStepForm(1, { serviceCompletionTime: values.serviceCompletionTime });
  return (
    <StepFrame
      index={1}
      onSubmit={form.handleSubmit(() => onNext(form.getValues()))}
      onBack={() => onBack(form.getValues())}
    >
      <RadioGroup
        id="request-when"
        legend={t('requestForm.whenQuestion')}
        options={SERVICE_TIMES.map((value) => ({ value, label: t(`requestForm.serviceTimes.${value}`) }))}
        error={msg(t, form.formState.errors.serviceCompletionTime)}
        field={form.register('serviceCompletionTime')}
      />
    </StepFrame>
  );
}

function PropertyStep({ values, onNext, onBack }: StepProps<2>) {
  const { t } = useTranslation();
  const form = useStepForm(2, { propertyType: values.propertyType });
  return (
    <StepFrame
      index={2}
      onSubmit={form.handleSubmit(() => onNext(form.getValues()))}
      onBack={() => onBack(form.getValues())}
    >
      <RadioGroup
        id="request-property"
        legend={t('requestForm.propertyQuestion')}
        options={PROPERTY_TYPES.map((value) => ({ value, label: t(`requestForm.propertyTypes.${value}`) }))}
        error={msg(t, form.formState.errors.propertyType)}
        field={form.register('propertyType')}
      />
    </StepFrame>
  );
}

function AddressStep({ values, onNext, onBack }: StepProps<3>) {
  const { t } = useTranslation();
  const form = useStepForm(3, { address: values.address });
  const errors = form.formState.errors.address;
  // "Please fill out all address fields." once for the group; other messages beside their field.
  const missing = [errors?.street, errors?.city, errors?.postcode, errors?.root, errors as FieldError | undefined].some(
    (error) => error?.message === 'requestForm.validation.address',
  );
  const own = (error: FieldError | undefined) =>
    error && error.message !== 'requestForm.validation.address' ? msg(t, error) : undefined;
  return (
    <StepFrame
      index={3}
      onSubmit={form.handleSubmit(() => onNext(form.getValues()))}
      onBack={() => onBack(form.getValues())}
    >
      <fieldset className="fieldset" aria-describedby={missing ? 'request-address-error' : undefined}>
        <legend className="fieldset__legend">{t('requestForm.addressQuestion')}</legend>
        <p className="field__hint">{t('requestForm.addressHint')}</p>
        {missing && (
          <p id="request-address-error" className="field__error">
            <span className="visually-hidden">{t('common.errorPrefix')} </span>
            {t('requestForm.validation.address')}
          </p>
        )}
        <TextField
          id="request-street"
          label={t('fields.street')}
          autoComplete="address-line1"
          error={own(errors?.street)}
          aria-invalid={errors?.street ? true : undefined}
          {...form.register('address.street')}
        />
        <TextField
          id="request-city"
          label={t('fields.city')}
          autoComplete="address-level2"
          className="input--width-20"
          error={own(errors?.city)}
          aria-invalid={errors?.city ? true : undefined}
          {...form.register('address.city')}
        />
        <TextField
          id="request-postcode"
          label={t('fields.postcode')}
          hint={t('fields.postcodeHint')}
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          className="input--width-10"
          error={own(errors?.postcode)}
          aria-invalid={errors?.postcode ? true : undefined}
          {...form.register('address.postcode')}
        />
      </fieldset>
    </StepFrame>
  );
}

interface EmailStepProps extends StepProps<4> {
  busy: boolean;
  serverError?: string;
  attempt: number;
}

function EmailStep({ values, onNext, onBack, busy, serverError, attempt }: EmailStepProps) {
  const { t } = useTranslation();
  const form = useStepForm(4, { contactDetails: values.contactDetails });
  const errors = form.formState.errors.contactDetails;
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (serverError) errorRef.current?.focus();
  }, [serverError, attempt]);
  const required = 'requestForm.validation.emailsRequired';
  const bothMissing = [errors?.email, errors?.confirmEmail, errors as FieldError | undefined].some(
    (error) => error?.message === required,
  );
  const own = (error: FieldError | undefined) => (error && error.message !== required ? msg(t, error) : undefined);
  return (
    <StepFrame
      index={4}
      busy={busy}
      onSubmit={form.handleSubmit(() => onNext(form.getValues()))}
      onBack={() => onBack(form.getValues())}
      footer={
        serverError && (
          <div ref={errorRef} tabIndex={-1} className="focus-target">
            <Alert tone="error" live="alert">
              <p>{serverError}</p>
            </Alert>
          </div>
        )
      }
    >
      <fieldset className="fieldset" aria-describedby={bothMissing ? 'request-email-error' : undefined}>
        <legend className="fieldset__legend">{t('requestForm.emailQuestion')}</legend>
        <p className="field__hint">{t('requestForm.emailHint')}</p>
        {bothMissing && (
          <p id="request-email-error" className="field__error">
            <span className="visually-hidden">{t('common.errorPrefix')} </span>
            {t(required)}
          </p>
        )}
        <TextField
          id="request-email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={own(errors?.email)}
          aria-invalid={errors?.email ? true : undefined}
          {...form.register('contactDetails.email', { deps: ['contactDetails.confirmEmail'] })}
        />
        <TextField
          id="request-confirm-email"
          label={t('requestForm.confirmEmail')}
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={own(errors?.confirmEmail)}
          aria-invalid={errors?.confirmEmail ? true : undefined}
          {...form.register('contactDetails.confirmEmail')}
        />
      </fieldset>
    </StepFrame>
  );
}

interface Sent {
  email: string;
  trade: Trade;
  area: string;
}

function ThankYou({ sent }: { sent: Sent }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    const params = new URLSearchParams({ trade: sent.trade });
    if (sent.area) params.set('location', sent.area);
    const timer = window.setTimeout(() => navigate(`/directory?${params}`), LIMITS.requestFormRedirectMs);
    return () => window.clearTimeout(timer);
  }, [sent, navigate]);
  return (
    <div ref={ref} tabIndex={-1} className="request-done focus-target">
      <Alert tone="success" title={t('requestForm.saved')}>
        <p>{t('requestForm.draftNote', { email: sent.email })}</p>
        <p className="request-done__links">
          <Link to="/signin">{t('requestForm.signIn')}</Link>
          <Link to="/signup">{t('requestForm.signUp')}</Link>
        </p>
      </Alert>
      <div className="redirect-popup" role="status">
        <span className="spinner spinner--small" aria-hidden="true" />
        <span>{t('requestForm.redirecting', { trade: t(`trades.${sent.trade}`) })}</span>
      </div>
    </div>
  );
}

/**
 * The home page's request form (spec: five steps in a modal). Each step is checked on Next with
 * the shared step rules; Submit checks step 5 again, saves the request (decision 1), thanks the
 * visitor and, 3 s later, shows the directory filtered by the trade and postcode area.
 */
export default function RequestForm({ start }: { start: RequestStart }) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<Values>(() => startValues(start, (trade) => t(`trades.${trade}`)));
  const [sent, setSent] = useState<Sent | null>(null);
  // A plain call, not a TanStack mutation: the home page runs without the query cache.
  const [save, setSave] = useState<{ busy: boolean; error?: unknown; attempt: number }>({ busy: false, attempt: 0 });

  const keep = (answers: Partial<Values>) => {
    const next = { ...values, ...answers };
    setValues(next);
    return next;
  };
  const back = (answers: Partial<Values>) => {
    keep(answers);
    setStep((current) => Math.max(0, current - 1));
  };
  const next = (answers: Partial<Values>) => {
    const all = keep(answers);
    if (step < TOTAL - 1) {
      setStep(step + 1);
      return;
    }
    const parsed = jobRequestSchema.safeParse(all);
    if (!parsed.success) {
      setStep(stepOfField(parsed.error.issues[0]?.path.join('.') ?? ''));
      return;
    }
    if (save.busy) return;
    setSave((current) => ({ busy: true, attempt: current.attempt }));
    const body: Request = parsed.data;
    apiRequest<{ message: string; _id: string }>('/api/job-requests', { body }).then(
      () =>
        setSent({
          email: body.contactDetails.email,
          trade: body.tradespersonType,
          area: postcodeArea(body.address.postcode),
        }),
      (error: unknown) => {
        setSave((current) => ({ busy: false, error, attempt: current.attempt + 1 }));
        const field = error instanceof ApiError ? error.details[0]?.field : undefined;
        if (field && stepOfField(field) < TOTAL - 1) setStep(stepOfField(field));
      },
    );
  };

  if (sent) return <ThankYou sent={sent} />;

  const stepProps = { values, onNext: next, onBack: back };
  return (
    <div className="request-form">
      <div className="request-progress">
        <p className="request-progress__text">{t('requestForm.stepOf', { current: step + 1, total: TOTAL })}</p>
        <div className="request-progress__bar" aria-hidden="true">
          <span style={{ width: `${((step + 1) / TOTAL) * 100}%` }} />
        </div>
      </div>
      {step === 0 && <TradeStep key="trade" {...stepProps} />}
      {step === 1 && <WhenStep key="when" {...stepProps} />}
      {step === 2 && <PropertyStep key="property" {...stepProps} />}
      {step === 3 && <AddressStep key="address" {...stepProps} />}
      {step === 4 && (
        <EmailStep
          key="email"
          {...stepProps}
          busy={save.busy}
          attempt={save.attempt}
          serverError={
            save.error === undefined ? undefined : errorText(t, save.error, { fallback: t('requestForm.saveFailed') })
          }
        />
      )}
    </div>
  );
}
