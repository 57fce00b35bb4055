import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, History } from 'lucide-react';
import { auditText, byAccountOwner, type AuditEntry } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { EmptyState } from '../../components/ui/status';
import type { Tone } from '../../lib/job-format';
import { downloadAuditCsv, useAudit } from './admin-api';
import { useFormat } from './format';
import { ListState } from './list-parts';
import { useReason } from './use-delete-action';

const ACTION_TONES: Record<string, Tone> = {
  approve: 'success',
  reinstate: 'success',
  suspend: 'error',
  delete: 'error',
  update: 'info',
  read: 'neutral',
  hide: 'warning',
  restore: 'success',
  check: 'success',
  uncheck: 'warning',
};

/**
 * What the change was, in the reader's language: the entry's kind worded from the catalogue with
 * its fields (@tradewise/shared's auditText). The API's English `summary` is never read, so a
 * change of its wording changes nothing here in French or Spanish.
 */
export function useAuditText() {
  const { t } = useTranslation();
  return (entry: AuditEntry) => auditText(entry, (key, values) => t(key, values ?? {}));
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const text = useAuditText();
  const { relative, dateTime } = useFormat();
  const action = t(`adminAudit.actions.${entry.action}`, { defaultValue: entry.action });
  const target = t(`adminAudit.targets.${entry.targetType}`, { defaultValue: entry.targetType });
  return (
    <li className="admin-audit__item">
      <div className="admin-audit__what">
        <Badge tone={ACTION_TONES[entry.action] ?? 'neutral'}>{action}</Badge>
        <span className="admin-audit__target">{target}</span>
      </div>
      <p className="admin-audit__summary">{text(entry)}</p>
      <p className="admin-audit__meta meta-line">
        {byAccountOwner(entry)
          ? t('adminAudit.byAccountOwner')
          : t('adminDashboard.changeBy', { email: entry.adminEmail })}
        {' · '}
        <time dateTime={entry.createdAt} title={dateTime(entry.createdAt)}>
          {relative(entry.createdAt)}
        </time>
      </p>
    </li>
  );
}

/** The whole log as a spreadsheet: each entry's kind and fields in columns. */
function DownloadLog() {
  const { t } = useTranslation();
  const reason = useReason();
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setDownloading(true);
    setError(null);
    try {
      await downloadAuditCsv(t('adminAudit.csvFileName'));
    } catch (failure) {
      setError(t('adminAudit.downloadFailed', { error: reason(failure) }));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => void download()} disabled={downloading}>
        {downloading ? (
          <span className="spinner spinner--small" aria-hidden="true" />
        ) : (
          <Download size={18} aria-hidden="true" />
        )}
        {downloading ? t('adminAudit.downloading') : t('adminAudit.downloadCsv')}
      </button>
      {error && (
        <Alert tone="error" live="alert">
          <p>{error}</p>
        </Alert>
      )}
    </>
  );
}

/** The dashboard's latest administrative changes, newest first. */
export function LatestChanges() {
  const { t } = useTranslation();
  const audit = useAudit();
  return (
    <section className="admin-section" aria-labelledby="latest-changes">
      <div className="admin-section__head">
        <h2 id="latest-changes" className="admin-section__title">
          {t('adminDashboard.latestChanges')}
        </h2>
        {audit.data && audit.data.length > 0 && <DownloadLog />}
      </div>
      <ListState
        isPending={audit.isPending}
        error={audit.error}
        onRetry={() => void audit.refetch()}
        loadingLabel={t('adminDashboard.loadingChanges')}
        failedTitle={t('adminDashboard.changesFailed')}
      />
      {audit.data && audit.data.length === 0 && (
        <EmptyState icon={History} title={t('adminDashboard.noChanges')}>
          <p>{t('adminDashboard.noChangesBody')}</p>
        </EmptyState>
      )}
      {audit.data && audit.data.length > 0 && (
        <ol className="admin-audit">
          {audit.data.map((entry) => (
            <AuditRow key={entry._id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}
