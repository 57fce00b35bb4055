import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { adminClientUpdateSchema } from '@tradewise/shared';
import { ErrorSummary } from '../../components/ui/error-summary';
import { PhoneField } from '../../components/ui/phone-field';
import { AddressFieldset } from '../../components/ui/address-fieldset';
import { TextField } from '../../components/ui/text-field';
import { useUpdateClient, type AdminClient, type AdminClientUpdateInput, type ClientUpdate } from './admin-api';
import { EditFormButtons, FormFailure, useEditFailure } from './edit-form-parts';
import { fieldError, summaryItems } from '../../lib/form-errors';

type Field = keyof AdminClientUpdateInput;
const FIELDS: readonly Field[] = ['name', 'email', 'phoneNumber', 'street', 'city', 'postcode', 'password'];
const idOf = (name: string) => `edit-client-${name}`;

/** The client edit form of the admin list: every field required except the password. */
export function ClientEditForm({ client, onDone }: { client: AdminClient; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateClient();
  const [failure, setFailure] = useState<string | null>(null);

  const { register, control, handleSubmit, setError, formState } = useForm<
    AdminClientUpdateInput,
    unknown,
    ClientUpdate
  >({
    resolver: zodResolver(adminClientUpdateSchema),
    mode: 'onChange',
    shouldFocusError: false,
    defaultValues: {
      name: client.name,
      email: client.email,
      phoneNumber: client.phoneNumber,
      street: client.address.street,
      city: client.address.city,
      postcode: client.address.postcode,
      password: '',
    },
  });
  const { errors, submitCount } = formState;
  const error = (name: Field) => fieldError(t, errors, name);
  const onFailure = useEditFailure(FIELDS, setError, onDone, {
    failed: t('adminManage.clientUpdateFailed'),
    gone: t('adminManage.clientGone'),
  });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    update.mutate(
      { id: client._id, body: values },
      {
        onSuccess: () => {
          toast.success(t('adminManage.clientUpdated'));
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
        <Controller
          control={control}
          name="phoneNumber"
          render={({ field }) => (
            <PhoneField
              id={idOf('phoneNumber')}
              name={field.name}
              label={t('fields.phone')}
              error={error('phoneNumber')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
            />
          )}
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
