import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessageSquareText } from 'lucide-react';
import { ADMIN_REVIEW_FILTERS, type AdminReview } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { useAdminReviews, useReviewCounts } from './admin-api';
import { AdminList } from './admin-list';
import { HideReviewDialog } from './hide-review-dialog';
import { FilterGroup, type FilterOption } from './list-parts';
import { ReviewCard } from './review-card';
import { useRestoreAction } from './use-review-actions';
import { useListParams } from './use-list-params';

type Filter = (typeof ADMIN_REVIEW_FILTERS)[number];

/**
 * /admin/reviews: the reviews people reported (first), the hidden ones and all of them. A
 * moderator hides a review behind a public reason, restores it, or keeps a reported one
 * published; nobody here can change a review's words or scores.
 */
export default function ReviewsPage() {
  const { t } = useTranslation();
  const params = useListParams(ADMIN_REVIEW_FILTERS);
  // The address bar stays clean for the default view: no ?status means the reported ones.
  const filter: Filter = params.status ?? 'reported';
  const reviews = useAdminReviews({ search: '', page: params.page, status: filter });
  const counts = useReviewCounts();
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  // Under Reported or Hidden, a review moderated leaves the list with its button.
  const restore = useRestoreAction(filter !== 'all');

  const reported = counts.data?.reported ?? undefined;
  const filters: FilterOption<Filter>[] = [
    {
      value: 'reported',
      label: t('adminReviews.filters.reported'),
      count: reported,
      emphasis: (reported ?? 0) > 0,
    },
    { value: 'hidden', label: t('adminReviews.filters.hidden'), count: counts.data?.hidden ?? undefined },
    { value: 'all', label: t('adminReviews.filters.all') },
  ];

  return (
    <div className="container page admin-page">
      <title>{`${t('adminReviews.title')} – ${t('brand.name')}`}</title>
      <div className="page-heading">
        <div>
          <h1 className="page-heading__title">{t('adminReviews.title')}</h1>
          <p className="page-heading__lead">{t('adminReviews.lead')}</p>
        </div>
      </div>
      <Alert tone="info" title={t('adminReviews.wordsTitle')} className="admin-reviews__note">
        <p>{t('adminReviews.wordsBody')}</p>
        <p>
          <Link to="/reviews">{t('adminReviews.policyLink')}</Link>
        </p>
      </Alert>
      <div className="admin-toolbar">
        <FilterGroup
          label={t('adminReviews.filterLabel')}
          options={filters}
          value={filter}
          onChange={(value) => params.setStatus(value === 'reported' ? undefined : value)}
        />
      </div>
      <AdminList
        query={reviews}
        page={params.page}
        onPage={params.setPage}
        emptyIcon={MessageSquareText}
        texts={{
          loading: t('adminReviews.loading'),
          failed: t('adminReviews.loadFailed'),
          emptyTitle: t(`adminReviews.empty.${filter}.title`),
          emptyBody: t(`adminReviews.empty.${filter}.body`),
          pager: t('adminReviews.pagerLabel'),
        }}
      >
        {(review) => (
          <ReviewCard
            review={review}
            onHide={() => setHiding(review)}
            onRestore={() => restore.run(review)}
            restoring={restore.isRunning(review._id)}
          />
        )}
      </AdminList>
      {hiding && <HideReviewDialog review={hiding} leavesList={filter === 'reported'} onDone={() => setHiding(null)} />}
    </div>
  );
}
