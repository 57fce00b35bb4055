import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import type { AdminClient } from '@tradewise/shared';
import { useClients } from './admin-api';
import { ClientEditForm } from './client-edit-form';
import { useFormat } from './format';
import { AdminListPage } from './admin-list-page';
import { Fact, RecordHead, EmailFact, PhoneFact, AddressFact } from './list-parts';
import { DeleteButton, useDeleteAction, type DeleteAction } from './use-delete-action';
import { useListParams } from './use-list-params';

/** /admin/manage-clients: every client, searched and paged on the server. */
export default function ManageClientsPage() {
  const params = useListParams();
  const clients = useClients(params);
  const [editing, setEditing] = useState<AdminClient | null>(null);
  const remove = useDeleteAction('clients');

  const dialogs = (
    <>
      {remove.prompt}
      {editing && <ClientEditForm client={editing} onDone={() => setEditing(null)} />}
    </>
  );

  return (
    <AdminListPage section="adminClients" params={params} query={clients} dialogs={dialogs}>
      {(client) => <ClientCard client={client} onEdit={() => setEditing(client)} remove={remove} />}
    </AdminListPage>
  );
}

interface CardProps {
  client: AdminClient;
  onEdit: () => void;
  remove: DeleteAction;
}

function ClientCard({ client, onEdit, remove }: CardProps) {
  const { t } = useTranslation();
  const { date, number } = useFormat();
  const headingId = `client-${client._id}`;
  return (
    <article className="admin-record" aria-labelledby={headingId}>
      <RecordHead
        headingId={headingId}
        title={client.name}
        dated={{ label: t('adminClients.joined'), at: client.createdAt, text: date(client.createdAt) }}
      />
      <dl className="facts">
        <EmailFact term={t('fields.email')} email={client.email} />
        <PhoneFact term={t('fields.phone')} phone={client.phoneNumber} />
        <Fact term={t('adminClients.jobs')}>
          {number(client.jobCount)}
          {client.jobCount > 0 && (
            <>
              {' · '}
              <Link to={`/admin/manage-jobs?search=${encodeURIComponent(client.email)}`}>
                {t('adminClients.seeJobs')}
                <span className="visually-hidden"> {client.name}</span>
              </Link>
            </>
          )}
        </Fact>
        <AddressFact term={t('fields.address')} address={client.address} />
      </dl>
      <div className="admin-record__actions">
        <button type="button" className="button button--secondary" onClick={onEdit}>
          <Pencil size={18} aria-hidden="true" />
          {t('adminCommon.edit')}
          <span className="visually-hidden"> {client.name}</span>
        </button>
        <DeleteButton
          action={remove}
          id={client._id}
          label={t('adminCommon.delete')}
          who={client.name}
          detail={client.email}
        />
      </div>
    </article>
  );
}
