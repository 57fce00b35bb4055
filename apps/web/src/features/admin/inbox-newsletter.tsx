import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Newspaper } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { EmptyState } from '../../components/ui/status';
import { downloadSubscribersCsv, useSubscribers } from './admin-api';
import { useFormat } from './format';
import { ListState } from './list-parts';
import { useReason } from './use-delete-action';

const SHOWN_STEP = 100;
const STATUS_TONES = { pending: 'warning', confirmed: 'success', unsubscribed: 'neutral' } as const;

/** The inbox's third tab: newsletter subscribers, shown a hundred at a time, and the CSV download. */
export function InboxNewsletter() {
  const { t } = useTranslation();
  const { date, number } = useFormat();
  const reason = useReason();
  const subscribers = useSubscribers();
  const [shown, setShown] = useState(SHOWN_STEP);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadSubscribersCsv(t('adminInbox.csvFileName'));
    } catch (error) {
      setDownloadError(t('adminInbox.downloadFailed', { error: reason(error) }));
    } finally {
      setDownloading(false);
    }
  };

  const list = subscribers.data ?? [];
  return (
    <section aria-labelledby="inbox-newsletter" className="admin-section">
      <div className="admin-section__head">
        <div>
          <h2 id="inbox-newsletter" className="admin-section__title">
            {t('adminInbox.newsletterTitle')}
          </h2>
          <p className="admin-section__lead">{t('adminInbox.newsletterLead')}</p>
        </div>
        <button type="button" className="button button--primary" onClick={() => void download()} disabled={downloading}>
          {downloading ? (
            <span className="spinner spinner--small" aria-hidden="true" />
          ) : (
            <Download size={18} aria-hidden="true" />
          )}
          {downloading ? t('adminInbox.downloading') : t('adminInbox.downloadCsv')}
        </button>
      </div>
      {downloadError && (
        <Alert tone="error" live="alert">
          <p>{downloadError}</p>
        </Alert>
      )}
      {!subscribers.data && (
        <ListState
          isPending={subscribers.isPending}
          error={subscribers.error}
          onRetry={() => void subscribers.refetch()}
          loadingLabel={t('adminInbox.loadingSubscribers')}
          failedTitle={t('adminInbox.subscribersFailed')}
        />
      )}
      {subscribers.data && list.length === 0 && (
        <EmptyState icon={Newspaper} title={t('adminInbox.noSubscribers')}>
          <p>{t('adminInbox.noSubscribersBody')}</p>
        </EmptyState>
      )}
      {list.length > 0 && (
        <>
          <p className="admin-results">{t('adminInbox.subscriberTotal', { n: number(list.length) })}</p>
          <p className="admin-results">
            {t('adminInbox.subscriberCounts', {
              confirmed: number(list.filter((s) => s.status === 'confirmed').length),
              pending: number(list.filter((s) => s.status === 'pending').length),
              unsubscribed: number(list.filter((s) => s.status === 'unsubscribed').length),
            })}
          </p>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('fields.email')}</th>
                <th scope="col">{t('adminInbox.statusColumn')}</th>
                <th scope="col">{t('adminInbox.subscribedOn')}</th>
              </tr>
            </thead>
            <tbody>
              {list.slice(0, shown).map((subscriber) => (
                <tr key={subscriber.email}>
                  <td>
                    <a href={`mailto:${subscriber.email}`}>{subscriber.email}</a>
                  </td>
                  <td>
                    <Badge tone={STATUS_TONES[subscriber.status]}>
                      {t(`adminInbox.subscriberStatus.${subscriber.status}`)}
                    </Badge>
                  </td>
                  <td>
                    <time dateTime={subscriber.createdAt}>{date(subscriber.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.length > shown && (
            <div className="admin-more">
              <p>{t('adminInbox.shownOf', { shown: number(shown), total: number(list.length) })}</p>
              <button type="button" className="button button--secondary" onClick={() => setShown(shown + SHOWN_STEP)}>
                {t('adminInbox.showMore')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
