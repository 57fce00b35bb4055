import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { EyeOff } from 'lucide-react';
import { REVIEW_HIDE_REASONS, reviewHideSchema, type AdminReview } from '@tradewise/shared';
import { Dialog, DialogActions } from '../../components/ui/dialog';
import { RadioField } from '../../components/ui/radio-field';
import { SchemaForm, useSchemaForm } from '../../components/ui/schema-form';
import { SubmitButton } from '../../components/ui/submit-button';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { useHideReview } from './admin-api';
import { focusResults } from './use-delete-action';

interface HideReviewDialogProps {
  review: AdminReview;
  /** The review leaves the list shown once hidden (the Reported filter). */
  leavesList: boolean;
  onDone: () => void;
}

/**
 * Hiding a review: the moderator picks the reason everyone will read in its place, and sees that
 * public line before confirming. Never silent, never a change of its words.
 */
export function HideReviewDialog({ review, leavesList, onDone }: HideReviewDialogProps) {
  const { t } = useTranslation();
  const hide = useHideReview();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(reviewHideSchema, {
    idPrefix: 'hide-review',
    fields: ['reason'],
    defaultValues: {},
  });
  const chosen = form.watch('reason');

  const publicText = (reason: string) =>
    t('reviews.item.removed', { reason: t(`hideReasons.${reason}`, { defaultValue: reason }) });

  const submit = ({ reason }: { reason: (typeof REVIEW_HIDE_REASONS)[number] }) => {
    setFailure(null);
    hide.mutate(
      { id: review._id, reason },
      {
        onSuccess: () => {
          toast.success(t('adminReviews.hidden', { text: publicText(reason) }));
          flushSync(onDone);
          // The dialog has closed: its card has left the list, with the button that opened it.
          if (leavesList) focusResults();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 404) {
            toast.info(t('adminReviews.gone'));
            onDone();
            return;
          }
          if (form.applyServerErrors(error)) return;
          setFailure(errorText(t, error, { fallback: t('adminReviews.hideFailed') }));
        },
      },
    );
  };

  return (
    <Dialog
      closeLabel={t('adminCommon.closeDialog')}
      title={t('adminReviews.hideTitle')}
      subtitle={t('adminReviews.hideSubtitle', {
        business: review.tradesperson.businessName,
        reviewer: review.reviewer.name,
      })}
      onClose={onDone}
    >
      <SchemaForm
        form={form}
        onSubmit={submit}
        failure={failure ? { message: failure, attempt: hide.submittedAt } : null}
      >
        <RadioField
          id={form.idOf('reason')}
          legend={t('adminReviews.reasonLegend')}
          hint={t('adminReviews.reasonHint')}
          error={form.error('reason')}
          options={REVIEW_HIDE_REASONS.map((value) => ({ value, label: t(`adminReviews.reasonLabels.${value}`) }))}
          field={form.register('reason')}
        />
        <div className="admin-hide-preview">
          <p className="admin-hide-preview__label">{t('adminReviews.previewLabel')}</p>
          <p className="admin-hide-preview__text" aria-live="polite">
            {chosen ? (
              <>
                <EyeOff size={18} aria-hidden="true" />
                {publicText(chosen)}
              </>
            ) : (
              <span className="admin-hide-preview__empty">{t('adminReviews.previewEmpty')}</span>
            )}
          </p>
          <p className="admin-hide-preview__after">{t('adminReviews.hideEffects')}</p>
        </div>
        <DialogActions>
          <SubmitButton busy={hide.isPending} busyLabel={t('adminReviews.hiding')}>
            {t('adminReviews.hideConfirm')}
          </SubmitButton>
          <button type="button" className="button button--secondary button--block-phone" onClick={onDone}>
            {t('adminCommon.cancel')}
          </button>
        </DialogActions>
      </SchemaForm>
    </Dialog>
  );
}
