import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Briefcase, ChevronRight, HardHat, Inbox, MessageSquareText, Users, type LucideIcon } from 'lucide-react';
import type { AdminStats } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { cx } from '../../components/ui/cx';
import { useReviewCounts, useStats } from './admin-api';
import { LatestChanges } from './audit-log';
import { useFormat } from './format';

/** What the counts are read from: the admin stats, and the totals of the review lists. */
interface Figures {
  stats: AdminStats;
  reviews: { reported: number | null; hidden: number | null };
}

interface Count {
  label: string;
  /** Undefined while its figure is loading (or when the server did not give it). */
  value: (figures: Partial<Figures>) => number | undefined;
  to: string;
  tone?: 'warning' | 'info';
  /** Drawn to the eye when not zero. */
  attention?: boolean;
}

interface Section {
  to: string;
  icon: LucideIcon;
  title: string;
  body: string;
  counts: Count[];
}

const SECTIONS: Section[] = [
  {
    to: '/admin/manage-clients',
    icon: Users,
    title: 'adminDashboard.manageClients',
    body: 'adminDashboard.manageClientsBody',
    counts: [{ label: 'adminDashboard.clientsCount', value: (f) => f.stats?.clients, to: '/admin/manage-clients' }],
  },
  {
    to: '/admin/tradespeople',
    icon: HardHat,
    title: 'adminDashboard.manageTradespeople',
    body: 'adminDashboard.manageTradespeopleBody',
    counts: [
      {
        label: 'adminDashboard.counts.pending',
        value: (f) => f.stats?.tradespeople.pending,
        to: '/admin/tradespeople?status=pending',
        tone: 'warning',
        attention: true,
      },
      {
        label: 'adminDashboard.counts.approved',
        value: (f) => f.stats?.tradespeople.approved,
        to: '/admin/tradespeople?status=approved',
      },
      {
        label: 'adminDashboard.counts.suspended',
        value: (f) => f.stats?.tradespeople.suspended,
        to: '/admin/tradespeople?status=suspended',
      },
    ],
  },
  {
    to: '/admin/manage-jobs',
    icon: Briefcase,
    title: 'adminDashboard.manageJobs',
    body: 'adminDashboard.manageJobsBody',
    counts: [
      {
        label: 'adminDashboard.counts.open',
        value: (f) => f.stats?.jobs.open,
        to: '/admin/manage-jobs?status=open',
        tone: 'info',
      },
      {
        label: 'adminDashboard.counts.hired',
        value: (f) => f.stats?.jobs.hired,
        to: '/admin/manage-jobs?status=hired',
      },
      {
        label: 'adminDashboard.counts.completed',
        value: (f) => f.stats?.jobs.completed,
        to: '/admin/manage-jobs?status=completed',
      },
      {
        label: 'adminDashboard.counts.cancelled',
        value: (f) => f.stats?.jobs.cancelled,
        to: '/admin/manage-jobs?status=cancelled',
      },
    ],
  },
  {
    to: '/admin/reviews',
    icon: MessageSquareText,
    title: 'adminDashboard.reviews',
    body: 'adminDashboard.reviewsBody',
    counts: [
      {
        label: 'adminDashboard.counts.reported',
        value: (f) => f.reviews?.reported ?? undefined,
        to: '/admin/reviews',
        tone: 'warning',
        attention: true,
      },
      {
        label: 'adminDashboard.counts.hidden',
        value: (f) => f.reviews?.hidden ?? undefined,
        to: '/admin/reviews?status=hidden',
      },
    ],
  },
  {
    to: '/admin/inbox',
    icon: Inbox,
    title: 'adminDashboard.inbox',
    body: 'adminDashboard.inboxBody',
    counts: [
      {
        label: 'adminDashboard.unreadMessages',
        value: (f) => f.stats?.unreadMessages,
        to: '/admin/inbox',
        tone: 'info',
        attention: true,
      },
      {
        label: 'adminDashboard.newJobRequests',
        value: (f) => f.stats?.newJobRequests,
        to: '/admin/inbox?tab=requests',
        tone: 'info',
      },
      {
        label: 'adminDashboard.newsletterSubscribers',
        value: (f) => f.stats?.newsletterSubscribers,
        to: '/admin/inbox?tab=newsletter',
      },
    ],
  },
];

/** /admin/dashboard: live counts, the way into each list, and the latest administrative changes. */
export default function AdminDashboardPage() {
  const { t } = useTranslation();
  const { number } = useFormat();
  const stats = useStats();
  const reviewCounts = useReviewCounts();
  const figures: Partial<Figures> = { stats: stats.data, reviews: reviewCounts.data };
  const pending = stats.data?.tradespeople.pending ?? 0;

  return (
    <div className="container page admin-page">
      <title>{`${t('adminDashboard.title')} – ${t('brand.name')}`}</title>
      <div className="page-heading">
        <div>
          <h1 className="page-heading__title">{t('adminDashboard.title')}</h1>
          <p className="page-heading__lead">{t('adminDashboard.lead')}</p>
        </div>
      </div>

      {pending > 0 && (
        <Alert tone="warning" title={t('adminDashboard.pendingTitle', { n: number(pending) })}>
          <p>{t('adminDashboard.pendingBody')}</p>
          <Link className="button button--primary" to="/admin/tradespeople?status=pending">
            {t('adminDashboard.reviewPending')}
          </Link>
        </Alert>
      )}

      {(stats.isError || reviewCounts.isError) && (
        <Alert tone="error" title={t('adminDashboard.statsFailed')} live="alert">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void Promise.all([stats.refetch(), reviewCounts.refetch()])}
          >
            {t('common.retry')}
          </button>
        </Alert>
      )}

      <h2 className="visually-hidden">{t('adminDashboard.sectionsTitle')}</h2>
      <ul className="admin-overview" aria-busy={stats.isPending || reviewCounts.isPending || undefined}>
        {SECTIONS.map(({ to, icon: Icon, title, body, counts }) => (
          <li key={to} className="admin-overview__card">
            <Link className="admin-overview__head" to={to}>
              <span className="tile__icon" aria-hidden="true">
                <Icon size={28} />
              </span>
              <span className="tile__text">
                <span className="tile__title">{t(title)}</span>
                <span className="tile__body">{t(body)}</span>
              </span>
              <ChevronRight className="tile__chevron" size={24} aria-hidden="true" />
            </Link>
            <ul
              className="admin-counts"
              style={
                {
                  '--count-columns': counts.length,
                  '--count-columns-phone': counts.length === 4 ? 2 : counts.length,
                } as CSSProperties
              }
            >
              {counts.map((count) => {
                const value = count.value(figures);
                return (
                  <li key={count.label}>
                    <Link
                      className={cx(
                        'admin-counts__item',
                        count.attention && value !== undefined && value > 0 && `admin-counts__item--${count.tone}`,
                      )}
                      to={count.to}
                    >
                      <span className="admin-counts__value">
                        {value === undefined ? (
                          <span className="admin-counts__placeholder" aria-label={t('common.loading')} />
                        ) : (
                          number(value)
                        )}
                      </span>
                      <span className="admin-counts__label">{t(count.label)}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>

      <LatestChanges />
    </div>
  );
}
