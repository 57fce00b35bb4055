import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { toast } from '../../lib/toast';
import { Dialog, DialogActions } from '../../components/ui/dialog';
import { SchemaForm, useSchemaForm, type SchemaFormKit } from '../../components/ui/schema-form';
import { SubmitButton } from '../../components/ui/submit-button';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';

type Account = { _id: string; email: string; address: { street: string; city: string; postcode: string } };

/** Per kind of account: the dialog's title and the word in the spec's messages. */
const KINDS = {
  client: { title: 'adminClients.editTitle', noun: 'client' },
  tradesperson: { title: 'adminTrades.editTitle', noun: 'tradesperson' },
} as const;

/**
 * The form's starting values from the account as listed: its own fields, its address's fields,
 * and an empty new password.
 */
function accountValues<I extends FieldValues>(account: Account, fields: readonly Path<I>[]): DefaultValues<I> {
  const from = { ...account, ...account.address } as Record<string, unknown>;
  return Object.fromEntries(fields.map((name) => [name, from[name] ?? ''])) as DefaultValues<I>;
}

interface EditFormProps<I extends FieldValues, O extends FieldValues> {
  kind: keyof typeof KINDS;
  schema: z.ZodType<O, I>;
  /** The form's fields in order; they start with the account's values. */
  fields: readonly Path<NoInfer<I>>[];
  account: Account;
  update: UseMutationResult<unknown, Error, { id: string; body: NoInfer<O> }>;
  onDone: () => void;
  children: (form: SchemaFormKit<I, O>) => ReactNode;
}

/**
 * An admin edit form in the one dialog: the account's fields, Save and Cancel. Saving shows the
 * spec's success toast and closes; a failure shows the spec's failure toast, puts the server's
 * field messages on their fields (a taken email on the email field), closes for an account
 * deleted meanwhile, and otherwise says why above the form.
 */
export function EditForm<I extends FieldValues, O extends FieldValues>({
  kind,
  schema,
  fields,
  account,
  update,
  onDone,
  children,
}: EditFormProps<I, O>) {
  const { t } = useTranslation();
  const { title, noun } = KINDS[kind];
  const form = useSchemaForm(schema, {
    idPrefix: `edit-${kind}`,
    fields,
    defaultValues: accountValues<I>(account, fields),
  });
  const [failure, setFailure] = useState<string | null>(null);

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 404) {
      toast.info(t(`adminManage.${noun}Gone`));
      onDone();
      return;
    }
    toast.error(t(`adminManage.${noun}UpdateFailed`));
    if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') {
      const email = 'email' as Path<I>;
      form.setError(email, { type: 'server', message: 'adminCommon.emailTaken' }, { shouldFocus: true });
      return;
    }
    if (form.applyServerErrors(error)) return;
    setFailure(errorText(t, error, { fallback: t(`adminManage.${noun}UpdateFailed`) }));
  };

  const submit = (body: O) => {
    setFailure(null);
    update.mutate(
      { id: account._id, body },
      {
        onSuccess: () => {
          toast.success(t(`adminManage.${noun}Updated`));
          onDone();
        },
        onError,
      },
    );
  };

  return (
    <Dialog closeLabel={t('adminCommon.closeDialog')} title={t(title)} subtitle={account.email} onClose={onDone}>
      <SchemaForm
        form={form}
        onSubmit={submit}
        failure={failure ? { message: failure, attempt: update.submittedAt } : null}
      >
        {children(form)}
        <DialogActions>
          <SubmitButton busy={update.isPending} busyLabel={t('adminCommon.saving')}>
            {t('adminCommon.saveChanges')}
          </SubmitButton>
          <button type="button" className="button button--secondary button--block-phone" onClick={onDone}>
            {t('adminCommon.cancel')}
          </button>
        </DialogActions>
      </SchemaForm>
    </Dialog>
  );
}
