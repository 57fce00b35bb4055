import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Briefcase,
  ChevronRight,
  HardHat,
  History,
  Inbox,
  MessageSquareText,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { AdminStats, AuditEntry } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { EmptyState } from '../../components/ui/status';
import { cx } from '../../components/ui/cx';
import { useAudit, useReviewCounts, useStats } from './admin-api';
import { useFormat } from './format';
import { Badge } from '../../components/ui/badge';
import type { Tone } from '../../lib/job-format';
import { ListState } from './list-parts';

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

const ACTION_TONES: Record<string, Tone> = {
  approve: 'success',
  reinstate: 'success',
  suspend: 'error',
  delete: 'error',
  update: 'info',
  read: 'neutral',
  hide: 'warning',
  restore: 'success',
};

function LatestChanges() {
  const { t } = useTranslation();
  const audit = useAudit();
  return (
    <section className="admin-section" aria-labelledby="latest-changes">
      <h2 id="latest-changes" className="admin-section__title">
        {t('adminDashboard.latestChanges')}
      </h2>
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

const EMAIL_IN_TEXT = /[^\s@()]+@[^\s@()]+\.[^\s@()]+/;
const JOB_DELETED = /^Deleted (\w+) job in (.+)$/;
const REVIEW_HIDDEN = /^Hid a (\d)-star review \(reason: (\w+)\)$/;
const REVIEW_RESTORED = /^(Restored|Kept) a (?:reported )?(\d)-star review/;
const CONVERSATION_READ = /^Read reported conversation about (\w+) job in (.+)$/;

/**
 * What the change was about. The API words its summary in English ("Approved tradesperson
 * jo@example.com"); in English it is shown as it is, in French and Spanish only the part that
 * names the target (an email, or a job's trade and town) is taken from it.
 */
function useAuditDetail() {
  const { t, i18n } = useTranslation();
  return (entry: AuditEntry) => {
    if ((i18n.resolvedLanguage ?? 'en') === 'en') return entry.summary;
    const job = JOB_DELETED.exec(entry.summary);
    if (job) return `${t(`trades.${job[1]}`, { defaultValue: job[1] })} – ${job[2]}`;
    const hidden = REVIEW_HIDDEN.exec(entry.summary);
    if (hidden) {
      const reason = t(`hideReasons.${hidden[2]}`, { defaultValue: hidden[2] });
      return t('adminAudit.reviewHidden', { stars: hidden[1], reason });
    }
    const conversation = CONVERSATION_READ.exec(entry.summary);
    if (conversation) {
      const trade = t(`trades.${conversation[1]}`, { defaultValue: conversation[1] });
      return t('adminAudit.conversationRead', { trade, city: conversation[2] });
    }
    const restored = REVIEW_RESTORED.exec(entry.summary);
    if (restored) {
      return t(restored[1] === 'Kept' ? 'adminAudit.reviewKept' : 'adminAudit.reviewRestored', { stars: restored[2] });
    }
    const email = EMAIL_IN_TEXT.exec(entry.summary)?.[0];
    if (!email) return entry.summary;
    return entry.summary.includes('(password changed)') ? `${email} (${t('adminAudit.passwordChanged')})` : email;
  };
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const detail = useAuditDetail();
  const { relative, dateTime } = useFormat();
  const action = t(`adminAudit.actions.${entry.action}`, { defaultValue: entry.action });
  const target = t(`adminAudit.targets.${entry.targetType}`, { defaultValue: entry.targetType });
  return (
    <li className="admin-audit__item">
      <div className="admin-audit__what">
        <Badge tone={ACTION_TONES[entry.action] ?? 'neutral'}>{action}</Badge>
        <span className="admin-audit__target">{target}</span>
      </div>
      <p className="admin-audit__summary">{detail(entry)}</p>
      <p className="admin-audit__meta meta-line">
        {t('adminDashboard.changeBy', { email: entry.adminEmail })}
        {' · '}
        <time dateTime={entry.createdAt} title={dateTime(entry.createdAt)}>
          {relative(entry.createdAt)}
        </time>
      </p>
    </li>
  );
}
