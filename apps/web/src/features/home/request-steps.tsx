import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PROPERTY_TYPES, R, SERVICE_TIMES, type jobRequestSchema } from '@tradewise/shared';
import { AddressFieldset } from '../../components/ui/address-fieldset';
import { FieldMessages, describedBy } from '../../components/ui/field';
import { RadioField } from '../../components/ui/radio-field';
import type { StepFormKit } from '../../components/ui/step-form';
import { SelectField, TextField } from '../../components/ui/text-field';
import { fieldMessage } from '../../lib/form-errors';
import { tradeOptions } from '../../lib/format-locale';

export type RequestValues = z.input<typeof jobRequestSchema>;
export type RequestForm = StepFormKit<RequestValues, z.output<typeof jobRequestSchema>>;

/** The fields of the five steps (spec section 5). */
export const REQUEST_STEPS = [
  ['tradespersonType'],
  ['serviceCompletionTime'],
  ['propertyType'],
  ['address.street', 'address.city', 'address.postcode'],
  ['contactDetails.email', 'contactDetails.confirmEmail'],
] as const;

/** Messages said once for a group of fields ("Please fill out all address fields.") rather than beside each. */
export const GROUP_MESSAGES: readonly string[] = [R.address, R.emailsRequired];

/** The group's message, translated, when one of its fields carries it. */
function useGroupError(form: RequestForm, fields: readonly (typeof REQUEST_STEPS)[number][number][], key: string) {
  const { t } = useTranslation();
  return fields.some((name) => fieldMessage(form.formState.errors, name) === key) ? t(key) : undefined;
}

const invalid = (form: RequestForm, name: (typeof REQUEST_STEPS)[number][number]) =>
  form.getFieldState(name, form.formState).invalid || undefined;

export function TradeStep({ form }: { form: RequestForm }) {
  const { t, i18n } = useTranslation();
  const options = useMemo(
    () => [
      ...tradeOptions(i18n.resolvedLanguage, (trade) => t(`trades.${trade}`)).filter((o) => o.value !== 'other'),
      { value: 'other' as const, label: t('trades.other') },
    ],
    [t, i18n.resolvedLanguage],
  );
  return (
    <SelectField
      id={form.idOf('tradespersonType')}
      label={t('requestForm.tradeQuestion')}
      hint={t('requestForm.tradeHint')}
      placeholder={t('requestForm.tradePlaceholder')}
      options={options}
      error={form.error('tradespersonType')}
      {...form.register('tradespersonType')}
    />
  );
}

export function WhenStep({ form }: { form: RequestForm }) {
  const { t } = useTranslation();
  return (
    <RadioField
      id={form.idOf('serviceCompletionTime')}
      legend={t('requestForm.whenQuestion')}
      options={SERVICE_TIMES.map((value) => ({ value, label: t(`serviceTimes.${value}`) }))}
      error={form.error('serviceCompletionTime')}
      field={form.register('serviceCompletionTime')}
    />
  );
}

export function PropertyStep({ form }: { form: RequestForm }) {
  const { t } = useTranslation();
  return (
    <RadioField
      id={form.idOf('propertyType')}
      legend={t('requestForm.propertyQuestion')}
      options={PROPERTY_TYPES.map((value) => ({ value, label: t(`propertyTypes.${value}`) }))}
      error={form.error('propertyType')}
      field={form.register('propertyType')}
    />
  );
}

export function AddressStep({ form }: { form: RequestForm }) {
  const { t } = useTranslation();
  return (
    <AddressFieldset
      form={form}
      prefix="address."
      legend={t('requestForm.addressQuestion')}
      hint={t('requestForm.addressHint')}
      groupError={useGroupError(form, REQUEST_STEPS[3], R.address)}
    />
  );
}

export function EmailStep({ form }: { form: RequestForm }) {
  const { t } = useTranslation();
  const groupId = form.idOf('contactDetails');
  const groupError = useGroupError(form, REQUEST_STEPS[4], R.emailsRequired);
  const hint = t('requestForm.emailHint');
  const email = (name: (typeof REQUEST_STEPS)[4][number]) => ({
    id: form.idOf(name),
    type: 'email',
    autoComplete: 'email',
    spellCheck: false,
    error: form.error(name),
    'aria-invalid': invalid(form, name),
    ...form.register(name),
  });
  return (
    <fieldset className="fieldset" aria-describedby={describedBy(groupId, hint, groupError)}>
      <legend className="fieldset__legend">{t('requestForm.emailQuestion')}</legend>
      <FieldMessages id={groupId} hint={hint} error={groupError} />
      <TextField label={t('fields.email')} {...email('contactDetails.email')} />
      <TextField label={t('requestForm.confirmEmail')} {...email('contactDetails.confirmEmail')} />
    </fieldset>
  );
}
