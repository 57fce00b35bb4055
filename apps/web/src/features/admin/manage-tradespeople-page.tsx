import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { formatPhoneNumberIntl } from 'react-phone-number-input';
import { Ban, CheckCircle2, HardHat, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { TRADESPERSON_STATUSES, type TradespersonStatus } from '@tradewise/shared';
import { Badge } from '../../components/ui/badge';
import { cx } from '../../components/ui/cx';
import { ApiError } from '../../lib/api';
import type { Tone } from '../../lib/job-format';
import { useSetTradespersonStatus, useStats, useTradespeople, type AdminTradesperson } from './admin-api';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { useFormat } from './format';
import { Fact, FilterGroup, SearchBox, addressLine, type FilterOption } from './list-parts';
import { PagedList } from './paged-list';
import { TradespersonEditForm } from './tradesperson-edit-form';
import { focusResults, useDeleteAction, useReason } from './use-delete-action';
import { useListParams } from './use-list-params';

const STATUS_TONES: Record<TradespersonStatus, Tone> = {
  pending: 'warning',
  approved: 'success',
  suspended: 'error',
};

/** /admin/tradespeople: approve, suspend, reinstate, edit and delete tradespeople. */
export default function ManageTradespeoplePage() {
  const { t } = useTranslation();
  const params = useListParams(TRADESPERSON_STATUSES);
  const people = useTradespeople(params);
  const stats = useStats();
  const [editing, setEditing] = useState<AdminTradesperson | null>(null);
  const remove = useDeleteAction('tradespeople', {
    confirm: t('adminManage.confirmDeleteTradesperson'),
    deleted: t('adminManage.tradespersonDeleted'),
    failed: () => t('adminManage.tradespersonDeleteFailed'),
    gone: t('adminManage.tradespersonGone'),
  });
  const changeStatus = useStatusChange(params.status !== undefined);

  const counts = stats.data?.tradespeople;
  const filters: FilterOption<TradespersonStatus>[] = [
    { value: undefined, label: t('adminCommon.all') },
    {
      value: 'pending',
      label: t('adminStatus.tradesperson.pending'),
      count: counts?.pending,
      emphasis: (counts?.pending ?? 0) > 0,
    },
    { value: 'approved', label: t('adminStatus.tradesperson.approved'), count: counts?.approved },
    { value: 'suspended', label: t('adminStatus.tradesperson.suspended'), count: counts?.suspended },
  ];

  return (
    <div className="container page admin-page">
      <title>{`${t('adminTrades.title')} – ${t('brand.name')}`}</title>
      <div className="page-heading">
        <div>
          <h1 className="page-heading__title">{t('adminTrades.title')}</h1>
          <p className="page-heading__lead">{t('adminTrades.lead')}</p>
        </div>
      </div>
      <div className="admin-toolbar">
        <SearchBox
          value={params.search}
          onSearch={params.setSearch}
          label={t('adminTrades.searchLabel')}
          hint={t('adminTrades.searchHint')}
        />
        <FilterGroup
          label={t('adminCommon.statusFilter')}
          options={filters}
          value={params.status}
          onChange={params.setStatus}
        />
      </div>
      <PagedList
        query={people}
        page={params.page}
        onPage={params.setPage}
        filtered={params.search !== '' || params.status !== undefined}
        onClearFilters={() => params.update({ search: undefined, status: undefined, page: undefined })}
        emptyIcon={HardHat}
        emptyTitle={t('adminTrades.emptyTitle')}
        emptyBody={t('adminTrades.emptyBody')}
        loadingLabel={t('adminTrades.loading')}
        failedTitle={t('adminTrades.loadFailed')}
        pagerLabel={t('adminTrades.pagerLabel')}
      >
        {(items) => (
          <ul className="admin-records">
            {items.map((person) => (
              <li key={person._id}>
                <TradespersonCard
                  person={person}
                  onEdit={() => setEditing(person)}
                  onDelete={() => remove.start(person._id)}
                  deleting={remove.isDeleting(person._id)}
                  onStatus={(action) => changeStatus.start(person, action)}
                  changing={changeStatus.isChanging(person._id)}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      {remove.prompt}
      {changeStatus.prompt}
      {editing && (
        <Dialog
          closeLabel={t('adminCommon.closeDialog')}
          title={t('adminTrades.editTitle')}
          subtitle={editing.email}
          onClose={() => setEditing(null)}
        >
          <TradespersonEditForm person={editing} onDone={() => setEditing(null)} />
        </Dialog>
      )}
    </div>
  );
}

type StatusAction = 'approve' | 'suspend' | 'reinstate';

function useStatusChange(filtered: boolean) {
  const { t } = useTranslation();
  const reason = useReason();
  const mutation = useSetTradespersonStatus();
  const [suspending, setSuspending] = useState<AdminTradesperson | null>(null);
  const run = (person: AdminTradesperson, action: StatusAction) =>
    mutation.mutate(
      { id: person._id, action: action === 'suspend' ? 'suspend' : 'approve' },
      {
        onSuccess: () => {
          toast.success(
            t(
              action === 'approve'
                ? 'adminManage.approved'
                : action === 'reinstate'
                  ? 'adminManage.reinstated'
                  : 'adminManage.suspended',
            ),
          );
          // Under a status filter the card leaves the list with its button.
          if (filtered) focusResults();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 404) toast.info(t('adminManage.tradespersonGone'));
          else toast.error(t('adminManage.statusChangeFailed', { error: reason(error) }));
        },
      },
    );
  return {
    isChanging: (id: string) => mutation.isPending && mutation.variables?.id === id,
    // Suspension signs the person out at once: ask first.
    start: (person: AdminTradesperson, action: StatusAction) =>
      action === 'suspend' ? setSuspending(person) : run(person, action),
    prompt: (
      <ConfirmDialog
        open={suspending !== null}
        title={t('adminTrades.confirmSuspend', { name: suspending?.businessName })}
        confirmLabel={t('adminTrades.suspend')}
        cancelLabel={t('adminCommon.cancel')}
        tone="danger"
        onCancel={() => setSuspending(null)}
        onConfirm={() => {
          setSuspending(null);
          if (suspending) run(suspending, 'suspend');
        }}
      />
    ),
  };
}

interface CardProps {
  person: AdminTradesperson;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
  onStatus: (action: StatusAction) => void;
  changing: boolean;
}

function TradespersonCard({ person, onEdit, onDelete, deleting, onStatus, changing }: CardProps) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const headingId = `trade-${person._id}`;
  const who = <span className="visually-hidden"> {person.businessName}</span>;
  const spinner = <span className="spinner spinner--small" aria-hidden="true" />;

  return (
    <article className={cx('admin-record', `admin-record--${person.status}`)} aria-labelledby={headingId}>
      <div className="admin-record__head">
        <div>
          <h2 className="admin-record__title" id={headingId}>
            {person.businessName}
          </h2>
          <p className="admin-record__subtitle">
            {person.name} · {t(`trades.${person.trade}`)}
          </p>
        </div>
        <Badge tone={STATUS_TONES[person.status]}>{t(`adminStatus.tradesperson.${person.status}`)}</Badge>
      </div>
      {person.status === 'pending' && <p className="admin-record__notice">{t('adminTrades.pendingNotice')}</p>}
      <dl className="facts">
        <Fact term={t('fields.email')} double>
          <a href={`mailto:${person.email}`}>{person.email}</a>
        </Fact>
        <Fact term={t('fields.contactNumber')}>
          <a href={`tel:${person.contactNumber}`}>
            {formatPhoneNumberIntl(person.contactNumber) || person.contactNumber}
          </a>
        </Fact>
        <Fact term={t('adminTrades.registered')}>
          <time dateTime={person.createdAt}>{date(person.createdAt)}</time>
        </Fact>
        <Fact term={t('fields.address')} double>
          {addressLine(person.address)}
        </Fact>
        <Fact term={t('adminTrades.coverage')} wide>
          {person.coverage.length > 0 ? (
            <ul className="admin-chips" aria-label={t('adminTrades.coverage')}>
              {person.coverage.map((area) => (
                <li key={area} className="admin-chip">
                  {area}
                </li>
              ))}
            </ul>
          ) : (
            t('adminTrades.noCoverage')
          )}
        </Fact>
      </dl>
      <div className="admin-record__actions">
        {person.status === 'pending' && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => onStatus('approve')}
            disabled={changing}
          >
            {changing ? spinner : <CheckCircle2 size={18} aria-hidden="true" />}
            {t('adminTrades.approve')}
            {who}
          </button>
        )}
        {person.status === 'suspended' && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => onStatus('reinstate')}
            disabled={changing}
          >
            {changing ? spinner : <RotateCcw size={18} aria-hidden="true" />}
            {t('adminTrades.reinstate')}
            {who}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onEdit}>
          <Pencil size={18} aria-hidden="true" />
          {t('adminCommon.edit')}
          {who}
        </button>
        {person.status === 'approved' && (
          <button
            type="button"
            className="button admin-button--warning"
            onClick={() => onStatus('suspend')}
            disabled={changing}
          >
            {changing ? spinner : <Ban size={18} aria-hidden="true" />}
            {t('adminTrades.suspend')}
            {who}
          </button>
        )}
        <button type="button" className="button admin-button--danger" onClick={onDelete} disabled={deleting}>
          {deleting ? spinner : <Trash2 size={18} aria-hidden="true" />}
          {deleting ? t('adminCommon.deleting') : t('adminCommon.delete')}
          {who}
        </button>
      </div>
    </article>
  );
}
