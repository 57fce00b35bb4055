import { useTranslation } from 'react-i18next';
import type { DeletionImpact as Impact } from '@tradewise/shared';
import { useDeletionImpact, type Removable } from './admin-api';

/** The record a delete dialog is about: who (or which job), and an email that tells people apart. */
export interface DeletionSubject {
  id: string;
  name: string;
  detail?: string;
}

/** The counts listed, in this order: what is deleted with the record, then what changes. */
const GOES: readonly (keyof Impact)[] = ['jobs', 'quotations', 'reviews', 'openReports'];

/**
 * Under the delete question: whom it is about, and what goes with them, counted from the data
 * ("3 jobs, 2 reviews, 1 open report"), or that nothing else does. A failed count says so: the
 * deletion still removes all of it.
 */
export function DeletionImpact({ kind, subject }: { kind: Removable; subject: DeletionSubject }) {
  const { t } = useTranslation();
  const impact = useDeletionImpact(kind, subject.id);
  const counts = impact.data;
  const goes = counts ? GOES.filter((key) => counts[key] > 0) : [];
  return (
    <>
      <p className="admin-deletion__who">
        <strong>{subject.name}</strong>
        {subject.detail && <> ({subject.detail})</>}
      </p>
      {impact.isPending ? (
        <p role="status">{t('adminManage.deletion.counting')}</p>
      ) : impact.isError || !counts ? (
        <p role="alert">{t('adminManage.deletion.countFailed')}</p>
      ) : (
        <div role="status">
          {goes.length > 0 ? (
            <>
              <p>{t('adminManage.deletion.alsoDeleted')}</p>
              <ul className="admin-deletion__list">
                {goes.map((key) => (
                  <li key={key}>{t(`adminManage.deletion.${key}`, { count: counts[key] })}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>{t('adminManage.deletion.nothingElse')}</p>
          )}
          {counts.reopenedJobs > 0 && <p>{t('adminManage.deletion.reopenedJobs', { count: counts.reopenedJobs })}</p>}
        </div>
      )}
    </>
  );
}
