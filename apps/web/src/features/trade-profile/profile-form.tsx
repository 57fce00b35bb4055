import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ELECTRICAL_SCHEMES,
  TRADE_PROFILE_LIMITS,
  needsGasSafe,
  tradeProfileSchemaFor,
  type Credential,
  type CredentialKind,
  type OwnTradeProfile,
  type Trade,
  type TradeProfileInput,
} from '@tradewise/shared';
import { useCalendarDate } from '../../components/credentials/credential-badges';
import { Alert } from '../../components/ui/alert';
import { CharacterCount } from '../../components/ui/character-count';
import { Field } from '../../components/ui/field';
import { SchemaForm, useSchemaForm } from '../../components/ui/schema-form';
import { SubmitButton } from '../../components/ui/submit-button';
import { SelectField, TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { useSaveProfile } from './trade-profile-api';

const FIELDS = [
  'about',
  'yearsTrading',
  'gasSafeNumber',
  'schemeName',
  'schemeNumber',
  'insurer',
  'policyNumber',
  'coverPounds',
  'insuranceExpiresOn',
] as const;

const credentialOf = (profile: OwnTradeProfile, kind: CredentialKind) =>
  profile.credentials.find((credential) => credential.kind === kind);

/** The form's values from the saved profile: a credential not held is a blank section. */
function formValues(profile: OwnTradeProfile): TradeProfileInput {
  const gasSafe = credentialOf(profile, 'gas_safe');
  const scheme = credentialOf(profile, 'scheme');
  const insurance = credentialOf(profile, 'insurance');
  const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    about: profile.about,
    yearsTrading: text(profile.yearsTrading),
    gasSafeNumber: gasSafe?.number ?? '',
    schemeName: scheme?.scheme ?? '',
    schemeNumber: scheme?.number ?? '',
    insurer: insurance?.insurer ?? '',
    policyNumber: insurance?.policyNumber ?? '',
    coverPounds: text(insurance?.coverPounds),
    insuranceExpiresOn: insurance?.expiresOn ?? '',
  };
}

/** Where a claimed credential stands: shown (checked), waiting for a check, or expired. */
function CredentialStatus({ credential }: { credential: Credential | undefined }) {
  const { t } = useTranslation();
  const day = useCalendarDate();
  if (!credential) return null;
  const [tone, text] = credential.expired
    ? ['warning', t('tradeProfile.editor.statusExpired')]
    : credential.checkedAt
      ? ['success', t('tradeProfile.editor.statusChecked', { date: day(credential.checkedAt) })]
      : ['info', t('tradeProfile.editor.statusWaiting')];
  return <p className={`credential-status credential-status--${tone}`}>{text}</p>;
}

function Section({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="fieldset profile-form__section">
      <legend className="fieldset__legend">{legend}</legend>
      {hint && <p className="field__hint">{hint}</p>}
      {children}
    </fieldset>
  );
}

/** About, years trading and the credentials, checked as typed with the shared rules of the trade. */
export function ProfileForm({ profile, trade }: { profile: OwnTradeProfile; trade: Trade }) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const form = useSchemaForm(tradeProfileSchemaFor(trade), {
    idPrefix: 'profile',
    fields: FIELDS,
    defaultValues: formValues(profile),
  });
  const about = form.watch('about') ?? '';
  const gasSafeRequired = needsGasSafe(trade);
  const field = (name: (typeof FIELDS)[number]) => ({
    id: form.idOf(name),
    error: form.error(name),
    ...form.register(name),
  });
  // A refusal that names a field is said beside it; anything else above the form.
  const onField =
    save.error instanceof ApiError && save.error.details.some((detail) => FIELDS.some((name) => name === detail.field));
  const failure =
    save.isError && !onField
      ? { attempt: save.submittedAt, message: errorText(t, save.error, { fallback: t('tradeProfile.editor.failed') }) }
      : null;

  return (
    <SchemaForm
      form={form}
      onSubmit={(values) =>
        save.mutate(values, {
          onSuccess: (saved) => form.reset(formValues(saved)),
          onError: form.applyServerErrors,
        })
      }
      failure={failure}
    >
      <Field
        id={form.idOf('about')}
        label={t('tradeProfile.editor.about')}
        hint={t('tradeProfile.editor.aboutHint')}
        error={form.error('about')}
      >
        {(control) => (
          <>
            <textarea
              className="input textarea"
              rows={8}
              {...control}
              aria-describedby={[control['aria-describedby'], form.idOf('about-count')].filter(Boolean).join(' ')}
              {...form.register('about')}
            />
            <CharacterCount id={form.idOf('about-count')} used={about.length} max={TRADE_PROFILE_LIMITS.aboutMax} />
          </>
        )}
      </Field>
      <TextField
        label={t('tradeProfile.editor.yearsTrading')}
        hint={t('tradeProfile.editor.yearsHint')}
        inputMode="numeric"
        className="input--width-10"
        {...field('yearsTrading')}
      />
      <p className="profile-form__note">{t('tradeProfile.editor.recheckNote')}</p>
      <Section legend={t('tradeProfile.editor.gasSafe')}>
        <CredentialStatus credential={credentialOf(profile, 'gas_safe')} />
        <TextField
          label={t('tradeProfile.editor.gasSafeNumber')}
          hint={t(gasSafeRequired ? 'tradeProfile.editor.gasSafeHintRequired' : 'tradeProfile.editor.gasSafeHint')}
          inputMode="numeric"
          autoComplete="off"
          className="input--width-10"
          {...field('gasSafeNumber')}
        />
      </Section>
      <Section legend={t('tradeProfile.editor.scheme')} hint={t('tradeProfile.editor.insuranceHint')}>
        <CredentialStatus credential={credentialOf(profile, 'scheme')} />
        <SelectField
          label={t('tradeProfile.editor.schemeName')}
          placeholder={t('tradeProfile.editor.schemeNone')}
          options={ELECTRICAL_SCHEMES.map((scheme) => ({ value: scheme, label: scheme }))}
          {...field('schemeName')}
        />
        <TextField label={t('tradeProfile.editor.schemeNumber')} autoComplete="off" {...field('schemeNumber')} />
      </Section>
      <Section legend={t('tradeProfile.editor.insurance')} hint={t('tradeProfile.editor.insuranceHint')}>
        <CredentialStatus credential={credentialOf(profile, 'insurance')} />
        <TextField label={t('tradeProfile.editor.insurer')} autoComplete="off" {...field('insurer')} />
        <TextField
          label={t('tradeProfile.editor.policyNumber')}
          hint={t('tradeProfile.editor.policyHint')}
          autoComplete="off"
          {...field('policyNumber')}
        />
        <TextField
          label={t('tradeProfile.editor.coverPounds')}
          hint={t('tradeProfile.editor.coverHint')}
          inputMode="numeric"
          {...field('coverPounds')}
        />
        <TextField
          label={t('tradeProfile.editor.expiresOn')}
          type="date"
          className="input--width-10"
          {...field('insuranceExpiresOn')}
        />
      </Section>
      {save.isSuccess && !form.formState.isDirty && (
        <Alert tone="success" live="status">
          <p>{t('tradeProfile.editor.saved')}</p>
        </Alert>
      )}
      <SubmitButton busy={save.isPending} busyLabel={t('tradeProfile.editor.saving')}>
        {t('tradeProfile.editor.submit')}
      </SubmitButton>
    </SchemaForm>
  );
}
