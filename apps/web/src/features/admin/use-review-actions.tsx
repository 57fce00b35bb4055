import { toast } from '../../lib/toast';
import { useTranslation } from 'react-i18next';
import type { AdminReview } from '@tradewise/shared';
import { ApiError } from '../../lib/api';
import { useRestoreReview } from './admin-api';
import { focusResults, useReason } from './use-delete-action';

/** Whether a review has reports no moderator has dealt with yet. */
export const hasOpenReports = (review: AdminReview) => review.reports.some((report) => report.open);

/**
 * "Restore" (a hidden review shows again) and "Keep published" (a reported one stays): the same
 * call, which closes the review's open reports; the toast says which it was.
 */
export function useRestoreAction(leavesList: boolean) {
  const { t } = useTranslation();
  const reason = useReason();
  const mutation = useRestoreReview();
  const run = (review: AdminReview) => {
    const wasHidden = review.status === 'hidden';
    mutation.mutate(review._id, {
      onSuccess: () => {
        toast.success(t(wasHidden ? 'adminReviews.restored' : 'adminReviews.kept'));
        if (leavesList) focusResults();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) toast.info(t('adminReviews.gone'));
        else toast.error(t('adminReviews.actionFailed', { error: reason(error) }));
      },
    });
  };
  return { run, isRunning: (id: string) => mutation.isPending && mutation.variables === id };
}
