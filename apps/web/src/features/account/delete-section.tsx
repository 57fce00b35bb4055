import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { deleteAccountSchema } from '@tradewise/shared';
import { Dialog, DialogActions } from '../../components/ui/dialog';
import { SchemaForm, useSchemaForm } from '../../components/ui/schema-form';
import { TextField } from '../../components/ui/text-field';
import { useDeleteAccount, type OwnRole } from './account-api';
import { AccountSection, failureOf } from './account-section';

interface DeleteProps {
  role: OwnRole;
  /** After the server deleted the account: the page signs out and leaves. */
  onDeleted: () => void;
}

/** What happens on deletion: the words shared by the section and its question. */
function Consequences({ role }: { role: OwnRole }) {
  const { t } = useTranslation();
  return (
    <ul className="account-consequences">
      <li>{t('account.delete.sessions')}</li>
      <li>{t('account.delete.erased')}</li>
      <li>{t(`account.delete.${role}`)}</li>
      <li>{t(`account.delete.${role}Reviews`)}</li>
      <li>{t('account.delete.kept')}</li>
      <li>{t('account.delete.again')}</li>
    </ul>
  );
}

/** "Delete my account": what it does, then the question with the password in the one dialog. */
export function DeleteSection({ role, onDeleted }: DeleteProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <AccountSection id="delete" title={t('account.delete.title')} lead={t('account.delete.lead')} danger>
      <Consequences role={role} />
      <button type="button" className="button button--danger button--block-phone" onClick={() => setAsking(true)}>
        <Trash2 size={18} aria-hidden="true" />
        {t('account.delete.open')}
      </button>
      {asking && <DeleteDialog role={role} onDeleted={onDeleted} onClose={() => setAsking(false)} />}
    </AccountSection>
  );
}

function DeleteDialog({ role, onDeleted, onClose }: DeleteProps & { onClose: () => void }) {
  const { t } = useTranslation();
  const bodyId = useId();
  const passwordRef = useRef<HTMLInputElement | null>(null);
  const remove = useDeleteAccount(role);
  const form = useSchemaForm(deleteAccountSchema, {
    idPrefix: 'delete-account',
    fields: ['password'],
    defaultValues: { password: '' },
  });
  const { ref, ...password } = form.register('password');
  // While the deletion runs the question cannot be dismissed half-way.
  const close = () => {
    if (!remove.isPending) onClose();
  };

  return (
    <Dialog
      size="small"
      title={t('account.delete.question')}
      closeLabel={t('account.delete.cancel')}
      initialFocus={passwordRef}
      describedBy={bodyId}
      onClose={close}
    >
      <div id={bodyId}>
        <p>{t('account.delete.questionLead')}</p>
        <Consequences role={role} />
      </div>
      <SchemaForm
        form={form}
        onSubmit={(values) => remove.mutate(values, { onSuccess: onDeleted, onError: form.applyServerErrors })}
        failure={failureOf(t, remove, form)}
      >
        <TextField
          id={form.idOf('password')}
          label={t('account.delete.password')}
          error={form.error('password')}
          type="password"
          autoComplete="current-password"
          ref={(element) => {
            ref(element);
            passwordRef.current = element;
          }}
          {...password}
        />
        <DialogActions>
          <button type="button" className="button button--secondary" onClick={close} disabled={remove.isPending}>
            {t('account.delete.cancel')}
          </button>
          <button
            type="submit"
            className="button button--danger"
            disabled={remove.isPending}
            aria-disabled={remove.isPending || undefined}
          >
            {remove.isPending && <span className="spinner spinner--small" aria-hidden="true" />}
            {remove.isPending ? t('account.delete.deleting') : t('account.delete.confirm')}
          </button>
        </DialogActions>
      </SchemaForm>
    </Dialog>
  );
}
