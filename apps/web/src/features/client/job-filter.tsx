import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { JOB_STATUSES, type JobStatus } from '@tradewise/shared';
import { formatCount } from '../../components/reviews/format';

/** What the dashboard lists: every job, the jobs in one status, or the drafts not yet posted. */
export type DashboardView = 'all' | JobStatus | 'drafts';
const VIEWS: readonly DashboardView[] = ['all', ...JOB_STATUSES, 'drafts'];

/** The view named in the address (?status=), so that Back and reload keep it; else every job. */
export function useDashboardView(): DashboardView {
  const [params] = useSearchParams();
  const asked = params.get('status');
  return VIEWS.find((view) => view !== 'all' && view === asked) ?? 'all';
}

/** How many each view holds; a view left out shows no number (nothing is guessed). */
export type ViewCounts = Partial<Record<DashboardView, number>>;

/**
 * Links that filter the client's jobs by status, each with how many it holds. A link, not a
 * button: the choice is in the address, so Back returns to the previous one.
 */
export function JobFilter({ counts }: { counts: ViewCounts }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const current = useDashboardView();
  const searchFor = (view: DashboardView) => {
    const next = new URLSearchParams(params);
    next.delete('review');
    if (view === 'all') next.delete('status');
    else next.set('status', view);
    const search = next.toString();
    return search ? `?${search}` : '';
  };
  return (
    <nav className="job-filter" aria-label={t('clinetDashboard.filterLabel')}>
      <ul className="job-filter__list">
        {VIEWS.map((view) => {
          const count = counts[view];
          return (
            <li key={view}>
              <Link
                className="job-filter__link"
                to={{ search: searchFor(view) }}
                aria-current={view === current ? 'page' : undefined}
              >
                {t(`clinetDashboard.filters.${view}`)}
                {count !== undefined && (
                  <>
                    <span className="job-filter__count" aria-hidden="true">
                      {formatCount(count, i18n.resolvedLanguage)}
                    </span>
                    <span className="visually-hidden">
                      {` (${t(view === 'drafts' ? 'clinetDashboard.draftCount' : 'clinetDashboard.filterCount', { count })})`}
                    </span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
