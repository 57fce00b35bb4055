import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPhoneNumberIntl } from 'react-phone-number-input';
import { Pencil, Trash2, Users } from 'lucide-react';
import { useClients, type AdminClient } from './admin-api';
import { ClientEditForm } from './client-edit-form';
import { Dialog } from '../../components/ui/dialog';
import { useFormat } from './format';
import { Fact, SearchBox, addressLine } from './list-parts';
import { PagedList } from './paged-list';
import { useDeleteAction } from './use-delete-action';
import { useListParams } from './use-list-params';

/** /admin/manage-clients: every client, searched and paged on the server. */
export default function ManageClientsPage() {
  const { t } = useTranslation();
  const params = useListParams();
  const clients = useClients(params);
  const [editing, setEditing] = useState<AdminClient | null>(null);
  const remove = useDeleteAction('clients', {
    confirm: t('adminManage.confirmDeleteClient'),
    deleted: t('adminManage.clientDeleted'),
    failed: () => t('adminManage.clientDeleteFailed'),
    gone: t('adminManage.clientGone'),
  });

  return (
    <div className="container page admin-page">
      <title>{`${t('adminClients.title')} – ${t('brand.name')}`}</title>
      <div className="page-heading">
        <div>
          <h1 className="page-heading__title">{t('adminClients.title')}</h1>
          <p className="page-heading__lead">{t('adminClients.lead')}</p>
        </div>
      </div>
      <div className="admin-toolbar">
        <SearchBox
          value={params.search}
          onSearch={params.setSearch}
          label={t('adminClients.searchLabel')}
          hint={t('adminClients.searchHint')}
        />
      </div>
      <PagedList
        query={clients}
        page={params.page}
        onPage={params.setPage}
        filtered={params.search !== ''}
        onClearFilters={() => params.setSearch('')}
        emptyIcon={Users}
        emptyTitle={t('adminClients.emptyTitle')}
        emptyBody={t('adminClients.emptyBody')}
        loadingLabel={t('adminClients.loading')}
        failedTitle={t('adminClients.loadFailed')}
        pagerLabel={t('adminClients.pagerLabel')}
      >
        {(items) => (
          <ul className="admin-records">
            {items.map((client) => (
              <li key={client._id}>
                <ClientCard
                  client={client}
                  onEdit={() => setEditing(client)}
                  onDelete={() => remove.start(client._id)}
                  deleting={remove.isDeleting(client._id)}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      {remove.prompt}
      {editing && (
        <Dialog
          closeLabel={t('adminCommon.closeDialog')}
          title={t('adminClients.editTitle')}
          subtitle={editing.email}
          onClose={() => setEditing(null)}
        >
          <ClientEditForm client={editing} onDone={() => setEditing(null)} />
        </Dialog>
      )}
    </div>
  );
}

interface CardProps {
  client: AdminClient;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

function ClientCard({ client, onEdit, onDelete, deleting }: CardProps) {
  const { t } = useTranslation();
  const { date, number } = useFormat();
  const headingId = `client-${client._id}`;
  return (
    <article className="admin-record" aria-labelledby={headingId}>
      <div className="admin-record__head">
        <h2 className="admin-record__title" id={headingId}>
          {client.name}
        </h2>
        <p className="admin-record__meta">
          {t('adminClients.joined')} <time dateTime={client.createdAt}>{date(client.createdAt)}</time>
        </p>
      </div>
      <dl className="facts">
        <Fact term={t('fields.email')} double>
          <a href={`mailto:${client.email}`}>{client.email}</a>
        </Fact>
        <Fact term={t('fields.phone')}>
          <a href={`tel:${client.phoneNumber}`}>{formatPhoneNumberIntl(client.phoneNumber) || client.phoneNumber}</a>
        </Fact>
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
        <Fact term={t('fields.address')} double>
          {addressLine(client.address)}
        </Fact>
      </dl>
      <div className="admin-record__actions">
        <button type="button" className="button button--secondary" onClick={onEdit}>
          <Pencil size={18} aria-hidden="true" />
          {t('adminCommon.edit')}
          <span className="visually-hidden"> {client.name}</span>
        </button>
        <button type="button" className="button admin-button--danger" onClick={onDelete} disabled={deleting}>
          {deleting ? (
            <span className="spinner spinner--small" aria-hidden="true" />
          ) : (
            <Trash2 size={18} aria-hidden="true" />
          )}
          {deleting ? t('adminCommon.deleting') : t('adminCommon.delete')}
          <span className="visually-hidden"> {client.name}</span>
        </button>
      </div>
    </article>
  );
}
