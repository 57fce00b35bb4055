import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { Ban, CheckCircle2, Pencil, RotateCcw, type LucideIcon } from 'lucide-react';
import { TRADESPERSON_STATUSES, type TradespersonStatus, type AdminTradesperson } from '@tradewise/shared';
import { Badge } from '../../components/ui/badge';
import { cx } from '../../components/ui/cx';
import { ApiError } from '../../lib/api';
import type { Tone } from '../../lib/job-format';
import { useSetTradespersonStatus, useStats, useTradespeople } from './admin-api';
import { useFormat } from './format';
import { AdminListPage } from './admin-list-page';
import { ApprovalInsurance } from './approval-insurance';
import { CredentialChecks, toCheck } from './credential-checks';
import { Fact, type FilterOption, RecordHead, EmailFact, PhoneFact, AddressFact } from './list-parts';
import { TradespersonEditForm } from './tradesperson-edit-form';
import { useDangerPrompt } from './use-danger-prompt';
import { DeleteButton, focusResults, useDeleteAction, useReason, type DeleteAction } from './use-delete-action';
import { useListParams } from './use-list-params';

const STATUS_TONES: Record<TradespersonStatus, Tone> = {
  pending: 'warning',
  approved: 'success',
  suspended: 'error',
};

/**
 * /admin/tradespeople: approve, suspend, reinstate, edit and delete tradespeople, and check the
 * credentials they claim (each card says how many are still to check).
 */
export default function ManageTradespeoplePage() {
  const { t } = useTranslation();
  const params = useListParams(TRADESPERSON_STATUSES);
  const people = useTradespeople(params);
  const stats = useStats();
  const [editing, setEditing] = useState<AdminTradesperson | null>(null);
  const remove = useDeleteAction('tradespeople');
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

  const dialogs = (
    <>
      {remove.prompt}
      {changeStatus.prompt}
      {editing && <TradespersonEditForm person={editing} onDone={() => setEditing(null)} />}
    </>
  );

  return (
    <AdminListPage section="adminTrades" params={params} query={people} filters={filters} dialogs={dialogs}>
      {(person) => (
        <TradespersonCard
          person={person}
          onEdit={() => setEditing(person)}
          remove={remove}
          onStatus={(action) => changeStatus.start(person, action)}
          changing={changeStatus.isChanging(person._id)}
        />
      )}
    </AdminListPage>
  );
}

type StatusAction = 'approve' | 'suspend' | 'reinstate';

/** The one status change a card offers: approve a pending account, suspend or reinstate. */
const STATUS_BUTTONS: Record<TradespersonStatus, { action: StatusAction; icon: LucideIcon; className: string }> = {
  pending: { action: 'approve', icon: CheckCircle2, className: 'button--primary' },
  suspended: { action: 'reinstate', icon: RotateCcw, className: 'button--primary' },
  approved: { action: 'suspend', icon: Ban, className: 'admin-button--warning' },
};

function useStatusChange(filtered: boolean) {
  const { t } = useTranslation();
  const reason = useReason();
  const mutation = useSetTradespersonStatus();
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
  const suspension = useDangerPrompt(
    (person: AdminTradesperson) => t('adminTrades.confirmSuspend', { name: person.businessName }),
    t('adminTrades.suspend'),
    (person) => run(person, 'suspend'),
  );
  return {
    isChanging: (id: string) => mutation.isPending && mutation.variables?.id === id,
    // Suspension signs the person out at once: ask first.
    start: (person: AdminTradesperson, action: StatusAction) =>
      action === 'suspend' ? suspension.ask(person) : run(person, action),
    prompt: suspension.prompt,
  };
}

interface CardProps {
  person: AdminTradesperson;
  onEdit: () => void;
  remove: DeleteAction;
  onStatus: (action: StatusAction) => void;
  changing: boolean;
}

function TradespersonCard({ person, onEdit, remove, onStatus, changing }: CardProps) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const headingId = `trade-${person._id}`;
  const who = <span className="visually-hidden"> {person.businessName}</span>;
  const spinner = <span className="spinner spinner--small" aria-hidden="true" />;
  const unchecked = toCheck(person);

  const { action, icon: Icon, className } = STATUS_BUTTONS[person.status];
  const insuranceId = `trade-${person._id}-insurance`;
  const statusButton = (
    <button
      type="button"
      className={cx('button', className)}
      onClick={() => onStatus(action)}
      disabled={changing}
      aria-describedby={person.status === 'approved' ? undefined : insuranceId}
    >
      {changing ? spinner : <Icon size={18} aria-hidden="true" />}
      {t(`adminTrades.${action}`)}
      {who}
    </button>
  );

  return (
    <article className={cx('admin-record', `admin-record--${person.status}`)} aria-labelledby={headingId}>
      <RecordHead
        headingId={headingId}
        title={person.businessName}
        subtitle={`${person.name} · ${t(`trades.${person.trade}`)}`}
        badges={
          <>
            <Badge tone={STATUS_TONES[person.status]}>{t(`adminStatus.tradesperson.${person.status}`)}</Badge>
            {unchecked > 0 && <Badge tone="warning">{t('tradeProfile.admin.toCheck', { count: unchecked })}</Badge>}
          </>
        }
      />
      {person.status === 'pending' && <p className="admin-record__notice">{t('adminTrades.pendingNotice')}</p>}
      <dl className="facts">
        <EmailFact term={t('fields.email')} email={person.email} />
        <PhoneFact term={t('fields.contactNumber')} phone={person.contactNumber} />
        <Fact term={t('adminTrades.registered')}>
          <time dateTime={person.createdAt}>{date(person.createdAt)}</time>
        </Fact>
        <AddressFact term={t('fields.address')} address={person.address} />
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
      <CredentialChecks person={person} />
      <ApprovalInsurance person={person} id={insuranceId} />
      <div className="admin-record__actions">
        {person.status !== 'approved' && statusButton}
        <button type="button" className="button button--secondary" onClick={onEdit}>
          <Pencil size={18} aria-hidden="true" />
          {t('adminCommon.edit')}
          {who}
        </button>
        {person.status === 'approved' && statusButton}
        <DeleteButton
          action={remove}
          id={person._id}
          label={t('adminCommon.delete')}
          who={person.businessName}
          detail={`${person.name}, ${person.email}`}
        />
      </div>
    </article>
  );
}
