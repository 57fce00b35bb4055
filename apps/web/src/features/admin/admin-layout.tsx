import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Briefcase,
  HardHat,
  Inbox,
  LayoutDashboard,
  Mail,
  MessageSquareText,
  MessagesSquare,
  Users,
} from 'lucide-react';
import { useReviewCounts, useStats } from './admin-api';
import { hasNewReport, useReportedConversations } from './conversations-api';
import { useFormat } from './format';
import { useCurrentInView } from './use-current-in-view';
import './admin.css';

/** The admin area's own navigation above every admin page, with what waits for attention. */
export default function AdminLayout() {
  const { t } = useTranslation();
  const { number } = useFormat();
  const { pathname } = useLocation();
  const stats = useStats();
  const reviewCounts = useReviewCounts();
  const listRef = useCurrentInView<HTMLUListElement>(pathname);
  const pending = stats.data?.tradespeople.pending ?? 0;
  const unread = stats.data?.unreadMessages ?? 0;
  const reported = reviewCounts.data?.reported ?? 0;
  const newReports = useReportedConversations().data?.filter(hasNewReport).length ?? 0;

  const isCurrent = (to: string, also: string[] = []) => pathname === to || also.includes(pathname);

  const items: {
    to: string;
    icon: typeof Users;
    label: string;
    badge?: { count: number; text: string };
    also?: string[];
  }[] = [
    { to: '/admin/dashboard', icon: LayoutDashboard, label: t('adminNav.dashboard') },
    { to: '/admin/manage-clients', icon: Users, label: t('adminNav.clients') },
    {
      to: '/admin/tradespeople',
      icon: HardHat,
      label: t('adminNav.tradespeople'),
      badge:
        pending > 0
          ? { count: pending, text: t('adminNav.pendingBadge', { count: pending, n: number(pending) }) }
          : undefined,
    },
    {
      to: '/admin/manage-jobs',
      icon: Briefcase,
      label: t('adminNav.jobs'),
      also: ['/admin/job-description', '/job-description'],
    },
    {
      to: '/admin/reviews',
      icon: MessageSquareText,
      label: t('adminNav.reviews'),
      badge:
        reported > 0
          ? { count: reported, text: t('adminNav.reportedBadge', { count: reported, n: number(reported) }) }
          : undefined,
    },
    {
      to: '/admin/conversations',
      icon: MessagesSquare,
      label: t('adminNav.conversations'),
      badge:
        newReports > 0
          ? {
              count: newReports,
              text: t('adminNav.conversationsBadge', { count: newReports, n: number(newReports) }),
            }
          : undefined,
    },
    {
      to: '/admin/inbox',
      icon: Inbox,
      label: t('adminNav.inbox'),
      badge:
        unread > 0
          ? { count: unread, text: t('adminNav.unreadBadge', { count: unread, n: number(unread) }) }
          : undefined,
    },
    { to: '/admin/outbox', icon: Mail, label: t('adminNav.outbox') },
  ];

  return (
    <>
      <div className="admin-nav">
        <nav className="container" aria-label={t('adminNav.label')}>
          <ul className="admin-nav__list" ref={listRef}>
            {items.map(({ to, icon: Icon, label, badge, also }) => (
              <li key={to}>
                <Link
                  to={to}
                  className={isCurrent(to, also) ? 'admin-nav__link admin-nav__link--current' : 'admin-nav__link'}
                  aria-current={isCurrent(to, also) ? 'page' : undefined}
                >
                  <Icon size={20} aria-hidden="true" />
                  <span>{label}</span>
                  {badge && (
                    <span className="count-badge admin-nav__badge">
                      <span aria-hidden="true">{number(badge.count)}</span>
                      <span className="visually-hidden">{badge.text}</span>
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <Outlet />
    </>
  );
}
