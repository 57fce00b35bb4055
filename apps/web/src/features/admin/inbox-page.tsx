import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { formatPhoneNumberIntl } from 'react-phone-number-input';
import { ClipboardList, Download, Mail, MailCheck, Newspaper } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Pagination } from '../../components/ui/pagination';
import { EmptyState } from '../../components/ui/status';
import { cx } from '../../components/ui/cx';
import { ApiError } from '../../lib/api';
import { useJobFormat, type Tone } from '../../lib/job-format';
import {
  INBOX_PAGE_SIZE,
  downloadSubscribersCsv,
  useContactMessages,
  useJobRequests,
  useMarkRead,
  useStats,
  useSubscribers,
  type ContactMessage,
  type JobRequest,
} from './admin-api';
import { useFormat } from './format';
import { useCurrentInView } from './use-current-in-view';
import { Fact, ListState, addressLine } from './list-parts';
import { useReason } from './use-delete-action';

const TABS = ['messages', 'requests', 'newsletter'] as const;
type Tab = (typeof TABS)[number];

/** /admin/inbox: contact messages, home-page job requests and newsletter subscribers. */
export default function InboxPage() {
  const { t } = useTranslation();
  const { number } = useFormat();
  const [params] = useSearchParams();
  const tab: Tab = TABS.find((value) => value === params.get('tab')) ?? 'messages';
  const stats = useStats();
  const tabsRef = useCurrentInView<HTMLUListElement>(tab);

  const tabs: { value: Tab; label: string; count?: number; icon: typeof Mail }[] = [
    { value: 'messages', label: t('adminInbox.messagesTab'), count: stats.data?.unreadMessages, icon: Mail },
    { value: 'requests', label: t('adminInbox.requestsTab'), count: stats.data?.newJobRequests, icon: ClipboardList },
    {
      value: 'newsletter',
      label: t('adminInbox.newsletterTab'),
      count: stats.data?.newsletterSubscribers,
      icon: Newspaper,
    },
  ];
  const countLabels: Record<Tab, string> = {
    messages: 'adminInbox.unreadCount',
    requests: 'adminInbox.newCount',
    newsletter: 'adminInbox.subscriberCount',
  };

  return (
    <div className="container page admin-page">
      <title>{`${t('adminInbox.title')} – ${t('brand.name')}`}</title>
      <div className="page-heading">
        <div>
          <h1 className="page-heading__title">{t('adminInbox.title')}</h1>
          <p className="page-heading__lead">{t('adminInbox.lead')}</p>
        </div>
      </div>
      <nav className="admin-tabs" aria-label={t('adminInbox.tabsLabel')}>
        <ul className="admin-tabs__list" ref={tabsRef}>
          {tabs.map(({ value, label, count, icon: Icon }) => (
            <li key={value}>
              <Link
                to={value === 'messages' ? '/admin/inbox' : `/admin/inbox?tab=${value}`}
                className={cx('admin-tabs__tab', value === tab && 'admin-tabs__tab--current')}
                aria-current={value === tab ? 'page' : undefined}
                preventScrollReset
              >
                <Icon size={20} aria-hidden="true" />
                {label}
                {count !== undefined && count > 0 && (
                  <span className="admin-filter__count">
                    <span aria-hidden="true">{number(count)}</span>
                    <span className="visually-hidden">{t(countLabels[value], { n: number(count) })}</span>
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'messages' && <Messages />}
      {tab === 'requests' && <Requests />}
      {tab === 'newsletter' && <Newsletter />}
    </div>
  );
}

/** The page of an inbox list, from the address bar. */
function useInboxPage() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page') ?? '1');
  const page = Number.isInteger(raw) && raw >= 1 ? Math.min(raw, 100_000) : 1;
  const setPage = (next: number) =>
    setParams(
      (previous) => {
        const out = new URLSearchParams(previous);
        if (next === 1) out.delete('page');
        else out.set('page', String(next));
        return out;
      },
      { preventScrollReset: true },
    );
  return [page, setPage] as const;
}

/* ---------- Contact messages ---------- */

function Messages() {
  const { t } = useTranslation();
  const [page, setPage] = useInboxPage();
  const messages = useContactMessages(page);
  const markRead = useMarkRead();
  const reason = useReason();

  const onRead = (message: ContactMessage) =>
    markRead.mutate(message._id, {
      onSuccess: () => void toast.success(t('adminInbox.markedRead')),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) toast.info(t('adminInbox.messageGone'));
        else toast.error(t('adminInbox.markReadFailed', { error: reason(error) }));
      },
    });

  return (
    <section aria-labelledby="inbox-messages" className="admin-section">
      <h2 id="inbox-messages" className="admin-section__title">
        {t('adminInbox.messagesTitle')}
      </h2>
      {!messages.data && (
        <ListState
          isPending={messages.isPending}
          error={messages.error}
          onRetry={() => void messages.refetch()}
          loadingLabel={t('adminInbox.loadingMessages')}
          failedTitle={t('adminInbox.messagesFailed')}
        />
      )}
      {messages.data && messages.data.length === 0 && (
        <EmptyState icon={Mail} title={page > 1 ? t('adminInbox.noMoreMessages') : t('adminInbox.noMessages')}>
          <p>{t('adminInbox.noMessagesBody')}</p>
        </EmptyState>
      )}
      {messages.data && messages.data.length > 0 && (
        <ul className={cx('admin-records', messages.isPlaceholderData && 'admin-list__items--stale')}>
          {messages.data.map((message) => (
            <li key={message._id}>
              <MessageCard
                message={message}
                onRead={() => onRead(message)}
                reading={markRead.isPending && markRead.variables === message._id}
              />
            </li>
          ))}
        </ul>
      )}
      {messages.data && (
        <Pagination
          page={page}
          // No total is sent: the pages known to exist are those seen so far and, after a full one, the next.
          totalPages={page + (messages.data.length === INBOX_PAGE_SIZE ? 1 : 0)}
          onChange={setPage}
          label={t('adminInbox.messagesPager')}
        />
      )}
    </section>
  );
}

const websiteHref = (website: string) => (/^https?:\/\//i.test(website) ? website : `https://${website}`);

function MessageCard({ message, onRead, reading }: { message: ContactMessage; onRead: () => void; reading: boolean }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const unread = message.readAt === null;
  const headingId = `message-${message._id}`;
  return (
    <article className={cx('admin-record', unread && 'admin-record--unread')} aria-labelledby={headingId}>
      <div className="admin-record__head">
        <div>
          <h3 className="admin-record__title" id={headingId}>
            {message.name}
          </h3>
          <p className="admin-record__meta">
            {t('adminInbox.received')} <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
          </p>
        </div>
        {unread ? (
          <Badge tone="info">{t('adminInbox.unread')}</Badge>
        ) : (
          <Badge tone="neutral">{t('adminInbox.read')}</Badge>
        )}
      </div>
      <p className="admin-record__text admin-record__text--message">{message.message}</p>
      <dl className="facts">
        <Fact term={t('fields.email')} double>
          <a href={`mailto:${message.email}`}>{message.email}</a>
        </Fact>
        <Fact term={t('fields.phone')}>
          <a href={`tel:${message.phone}`}>{formatPhoneNumberIntl(message.phone) || message.phone}</a>
        </Fact>
        <Fact term={t('adminInbox.website')} double>
          <a href={websiteHref(message.website)} target="_blank" rel="noopener noreferrer nofollow">
            {message.website}
          </a>
        </Fact>
        {message.readAt && (
          <Fact term={t('adminInbox.readOn')}>
            <time dateTime={message.readAt}>{dateTime(message.readAt)}</time>
          </Fact>
        )}
      </dl>
      {unread && (
        <div className="admin-record__actions">
          <button type="button" className="button button--secondary" onClick={onRead} disabled={reading}>
            {reading ? (
              <span className="spinner spinner--small" aria-hidden="true" />
            ) : (
              <MailCheck size={18} aria-hidden="true" />
            )}
            {t('adminInbox.markRead')}
            <span className="visually-hidden"> {message.name}</span>
          </button>
        </div>
      )}
    </article>
  );
}

/* ---------- Job requests ---------- */

const REQUEST_TONES: Record<JobRequest['status'], Tone> = { new: 'info', published: 'success', dismissed: 'neutral' };

function Requests() {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const facts = useJobFormat();
  const [page, setPage] = useInboxPage();
  const requests = useJobRequests(page);

  return (
    <section aria-labelledby="inbox-requests" className="admin-section">
      <h2 id="inbox-requests" className="admin-section__title">
        {t('adminInbox.requestsTitle')}
      </h2>
      <p className="admin-section__lead">{t('adminInbox.requestsLead')}</p>
      {!requests.data && (
        <ListState
          isPending={requests.isPending}
          error={requests.error}
          onRetry={() => void requests.refetch()}
          loadingLabel={t('adminInbox.loadingRequests')}
          failedTitle={t('adminInbox.requestsFailed')}
        />
      )}
      {requests.data && requests.data.length === 0 && (
        <EmptyState icon={ClipboardList} title={page > 1 ? t('adminInbox.noMoreRequests') : t('adminInbox.noRequests')}>
          <p>{t('adminInbox.noRequestsBody')}</p>
        </EmptyState>
      )}
      {requests.data && requests.data.length > 0 && (
        <ul className={cx('admin-records', requests.isPlaceholderData && 'admin-list__items--stale')}>
          {requests.data.map((request) => (
            <li key={request._id}>
              <article className="admin-record" aria-labelledby={`request-${request._id}`}>
                <div className="admin-record__head">
                  <div>
                    <h3 className="admin-record__title" id={`request-${request._id}`}>
                      {t(`trades.${request.tradespersonType}`)}
                      <span className="admin-record__title-place">
                        {' – '}
                        {request.address.city}
                      </span>
                    </h3>
                    <p className="admin-record__meta">
                      {t('adminInbox.received')} <time dateTime={request.createdAt}>{dateTime(request.createdAt)}</time>
                    </p>
                  </div>
                  <Badge tone={REQUEST_TONES[request.status]}>{t(`adminStatus.request.${request.status}`)}</Badge>
                </div>
                <dl className="facts">
                  <Fact term={t('jobFacts.serviceTime')}>{facts.serviceTime(request.serviceCompletionTime)}</Fact>
                  <Fact term={t('jobFacts.propertyType')}>{facts.propertyType(request.propertyType)}</Fact>
                  <Fact term={t('fields.address')} double>
                    {addressLine(request.address)}
                  </Fact>
                  <Fact term={t('fields.email')} double>
                    <a href={`mailto:${request.email}`}>{request.email}</a>
                  </Fact>
                  {request.jobId && (
                    <Fact term={t('adminInbox.postedJob')}>
                      <Link to={`/admin/manage-jobs?search=${encodeURIComponent(request.email)}`}>
                        {t('adminInbox.seeJob')}
                      </Link>
                    </Fact>
                  )}
                </dl>
              </article>
            </li>
          ))}
        </ul>
      )}
      {requests.data && (
        <Pagination
          page={page}
          // No total is sent: the pages known to exist are those seen so far and, after a full one, the next.
          totalPages={page + (requests.data.length === INBOX_PAGE_SIZE ? 1 : 0)}
          onChange={setPage}
          label={t('adminInbox.requestsPager')}
        />
      )}
    </section>
  );
}

/* ---------- Newsletter ---------- */

const SHOWN_STEP = 100;

function Newsletter() {
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
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('fields.email')}</th>
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
