import { useTranslation } from 'react-i18next';
import { JOB_STATUSES, type JobStatus } from '@tradewise/shared';
import { FilterLinks, useFilterChoice } from '../../components/ui/filter-links';

/** What the dashboard lists: every job, the jobs in one status, or the drafts not yet posted. */
export type DashboardView = 'all' | JobStatus | 'drafts';
const VIEWS: readonly DashboardView[] = ['all', ...JOB_STATUSES, 'drafts'];

/** The view named in the address (?status=), so that Back and reload keep it; else every job. */
export const useDashboardView = (): DashboardView => useFilterChoice('status', VIEWS, 'all');

/** How many each view holds; a view left out shows no number (nothing is guessed). */
export type ViewCounts = Partial<Record<DashboardView, number>>;

/** Links that filter the client's jobs by status, each with how many it holds (a review form open is closed). */
export function JobFilter({ counts }: { counts: ViewCounts }) {
  const { t } = useTranslation();
  return (
    <FilterLinks
      param="status"
      all="all"
      current={useDashboardView()}
      forget={['review']}
      label={t('clinetDashboard.filterLabel')}
      choices={VIEWS.map((view) => {
        const count = counts[view];
        return {
          value: view,
          label: t(`clinetDashboard.filters.${view}`),
          count,
          countText:
            count === undefined
              ? undefined
              : t(view === 'drafts' ? 'clinetDashboard.draftCount' : 'clinetDashboard.filterCount', { count }),
        };
      })}
    />
  );
}
