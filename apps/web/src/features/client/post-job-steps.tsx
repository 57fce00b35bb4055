import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, PROPERTY_TYPES, SERVICE_TIMES, type PostJob, type PostJobInput } from '@tradewise/shared';
import { AddressFieldset } from '../../components/ui/address-fieldset';
import { Field } from '../../components/ui/field';
import { RadioField } from '../../components/ui/radio-field';
import type { StepFormKit } from '../../components/ui/step-form';
import { StepQuestion } from '../../components/ui/step-question';
import { SelectField, TextField } from '../../components/ui/text-field';
import { CharacterCount } from '../../components/ui/character-count';
import { tradeOptions } from '../../lib/format-locale';
import { useJobFormat } from '../../lib/job-format';
import { SavedAddressChoice } from './saved-address';

export type PostJobForm = StepFormKit<PostJobInput, PostJob>;

/** The fields each step asks for, in order (step 1 is index 0). */
export const STEP_FIELDS = [
  ['workType'],
  ['serviceTime'],
  ['propertyType'],
  ['address.street', 'address.city', 'address.postcode'],
  ['email'],
  ['jobDescription'],
] as const;

export function WorkTypeStep({ form }: { form: PostJobForm }) {
  const { t, i18n } = useTranslation();
  const format = useJobFormat();
  const options = tradeOptions(i18n.resolvedLanguage, format.trade);
  return (
    <SelectField
      question
      id={form.idOf('workType')}
      label={t('jobPostForm.workTypeQuestion')}
      hint={t('jobPostForm.workTypeHint')}
      placeholder={t('jobPostForm.workTypePlaceholder')}
      options={options}
      error={form.error('workType')}
      className="input--width-20"
      {...form.register('workType')}
    />
  );
}

export function ServiceTimeStep({ form }: { form: PostJobForm }) {
  const { t } = useTranslation();
  const format = useJobFormat();
  return (
    <RadioField
      question
      id={form.idOf('serviceTime')}
      legend={t('jobPostForm.serviceTimeQuestion')}
      options={SERVICE_TIMES.map((value) => ({ value, label: format.serviceTime(value) }))}
      error={form.error('serviceTime')}
      field={form.register('serviceTime')}
    />
  );
}

export function PropertyTypeStep({ form }: { form: PostJobForm }) {
  const { t } = useTranslation();
  const format = useJobFormat();
  return (
    <RadioField
      question
      id={form.idOf('propertyType')}
      legend={t('jobPostForm.propertyTypeQuestion')}
      options={PROPERTY_TYPES.map((value) => ({ value, label: format.propertyType(value) }))}
      error={form.error('propertyType')}
      field={form.register('propertyType')}
    />
  );
}

export function AddressStep({ form }: { form: PostJobForm }) {
  const { t } = useTranslation();
  return (
    <AddressFieldset
      form={form}
      prefix="address."
      legend={<StepQuestion>{t('jobPostForm.addressQuestion')}</StepQuestion>}
      hint={t('jobPostForm.addressHint')}
      before={<SavedAddressChoice form={form} />}
    />
  );
}

export function EmailStep({ form }: { form: PostJobForm }) {
  const { t } = useTranslation();
  return (
    <TextField
      question
      id={form.idOf('email')}
      label={t('jobPostForm.emailQuestion')}
      hint={t('jobPostForm.emailHint')}
      error={form.error('email')}
      className="input--width-20"
      type="email"
      autoComplete="email"
      spellCheck={false}
      {...form.register('email')}
    />
  );
}

/** The last step: the description, the optional photos, and every answer to check before posting. */
export function DescriptionStep({
  form,
  photos,
  answers,
}: {
  form: PostJobForm;
  photos: ReactNode;
  answers: ReactNode;
}) {
  const { t } = useTranslation();
  const id = form.idOf('jobDescription');
  const used = form.watch('jobDescription')?.length ?? 0;
  return (
    <>
      <Field
        question
        id={id}
        label={t('jobPostForm.descriptionQuestion')}
        hint={t('jobPostForm.descriptionHint')}
        error={form.error('jobDescription')}
      >
        {(control) => (
          <>
            <textarea
              className="input textarea"
              rows={5}
              maxLength={LIMITS.jobDescriptionMax}
              {...control}
              aria-describedby={[control['aria-describedby'], `${id}-count`].filter(Boolean).join(' ')}
              {...form.register('jobDescription')}
            />
            <CharacterCount id={`${id}-count`} used={used} max={LIMITS.jobDescriptionMax} />
          </>
        )}
      </Field>
      {photos}
      {answers}
    </>
  );
}
