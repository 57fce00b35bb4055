import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ClipboardList, Mail, Newspaper } from 'lucide-react';
import { cx } from '../../components/ui/cx';
import { useStats } from './admin-api';
import { useFormat } from './format';
import { InboxMessages } from './inbox-messages';
import { InboxNewsletter } from './inbox-newsletter';
import { InboxRequests } from './inbox-requests';
import { useCurrentInView } from './use-current-in-view';

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
                    <span className="visually-hidden">{t(countLabels[value], { count, n: number(count) })}</span>
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'messages' && <InboxMessages />}
      {tab === 'requests' && <InboxRequests />}
      {tab === 'newsletter' && <InboxNewsletter />}
    </div>
  );
}
