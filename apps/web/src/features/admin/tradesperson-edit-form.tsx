import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { TRADES, adminTradespersonUpdateSchema } from '@tradewise/shared';
import { ErrorSummary } from '../../components/ui/error-summary';
import { PhoneField } from '../../components/ui/phone-field';
import { AddressFieldset } from '../../components/ui/address-fieldset';
import { SelectField, TextField } from '../../components/ui/text-field';
import {
  useUpdateTradesperson,
  type AdminTradesperson,
  type AdminTradespersonUpdateInput,
  type TradespersonUpdate,
} from './admin-api';
import { EditFormButtons, FormFailure, useEditFailure } from './edit-form-parts';
import { fieldError, summaryItems } from '../../lib/form-errors';

type Field = keyof AdminTradespersonUpdateInput;
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
];
const idOf = (name: string) => `edit-trade-${name}`;

/** The tradesperson edit form of the admin list: every field required except the password. */
export function TradespersonEditForm({ person, onDone }: { person: AdminTradesperson; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateTradesperson();
  const [failure, setFailure] = useState<string | null>(null);

  const { register, control, handleSubmit, setError, formState } = useForm<
    AdminTradespersonUpdateInput,
    unknown,
    TradespersonUpdate
  >({
    resolver: zodResolver(adminTradespersonUpdateSchema),
    mode: 'onChange',
    shouldFocusError: false,
    defaultValues: {
      name: person.name,
      email: person.email,
      businessName: person.businessName,
      contactNumber: person.contactNumber,
      trade: person.trade,
      street: person.address.street,
      city: person.address.city,
      postcode: person.address.postcode,
      password: '',
    },
  });
  const { errors, submitCount } = formState;
  const tradeOptions = useMemo(
    () =>
      TRADES.map((trade) => ({ value: trade, label: t(`trades.${trade}`) })).sort((a, b) =>
        a.label.localeCompare(b.label, i18n.resolvedLanguage),
      ),
    [t, i18n.resolvedLanguage],
  );
  const error = (name: Field) => fieldError(t, errors, name);
  const onFailure = useEditFailure(FIELDS, setError, onDone, {
    failed: t('adminManage.tradespersonUpdateFailed'),
    gone: t('adminManage.tradespersonGone'),
  });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    update.mutate(
      { id: person._id, body: values },
      {
        onSuccess: () => {
          toast.success(t('adminManage.tradespersonUpdated'));
          onDone();
        },
        onError: (failed) => setFailure(onFailure(failed)),
      },
    );
  });

  return (
    <>
      <ErrorSummary items={summaryItems(t, errors, FIELDS, idOf)} focusKey={submitCount} />
      {failure && <FormFailure message={failure} attempt={update.submittedAt} />}
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          id={idOf('name')}
          label={t('fields.name')}
          error={error('name')}
          autoComplete="off"
          {...register('name')}
        />
        <TextField
          id={idOf('email')}
          label={t('fields.email')}
          error={error('email')}
          type="email"
          autoComplete="off"
          spellCheck={false}
          {...register('email')}
        />
        <TextField
          id={idOf('businessName')}
          label={t('fields.businessName')}
          error={error('businessName')}
          autoComplete="off"
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
        <AddressFieldset register={register} idOf={idOf} error={error} ownAddress={false} />
        <TextField
          id={idOf('password')}
          label={t('adminCommon.newPassword')}
          hint={t('adminCommon.newPasswordHint')}
          error={error('password')}
          type="password"
          autoComplete="new-password"
          {...register('password')}
        />
        <EditFormButtons busy={update.isPending} onCancel={onDone} />
      </form>
    </>
  );
}
