import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import {
  LIMITS,
  REVIEW_REPORT_REASONS,
  reviewReportSchema,
  type ReviewReportInput,
  type Role,
} from '@tradewise/shared';
import { Dialog, DialogActions } from '../ui/dialog';
import { Field } from '../ui/field';
import { RadioField } from '../ui/radio-field';
import { SchemaForm, useSchemaForm } from '../ui/schema-form';
import { SubmitButton } from '../ui/submit-button';
import type { FormFailureProps } from '../ui/form-failure';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { useReportReview } from '../../lib/review-mutations';

/**
 * The report dialog of ReportReviewButton: why (the listed reasons) and optional details, sent to
 * the moderators. Loaded when the button is pressed: its form and schema are not part of the pages
 * that list reviews.
 */
interface ReportDialogProps {
  reviewId: string;
  role: Role;
  onClose: () => void;
  onDone: () => void;
}

export default function ReportDialog({ reviewId, role, onClose, onDone }: ReportDialogProps) {
  const { t } = useTranslation();
  const report = useReportReview();
  const [failure, setFailure] = useState<FormFailureProps | null>(null);
  const form = useSchemaForm(reviewReportSchema, {
    fields: ['reason', 'details'],
    idPrefix: `report-${reviewId}`,
    defaultValues: { details: '' },
  });
  const detailsId = form.idOf('details');
  const leadId = `report-${reviewId}-lead`;

  const onSubmit = (body: ReviewReportInput) => {
    setFailure(null);
    report.mutate(
      { reviewId, role, body: { reason: body.reason, ...(body.details ? { details: body.details } : {}) } },
      {
        onSuccess: () => {
          toast.success(t('reviews.report.sent'));
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'ALREADY_REPORTED') {
            toast.info(t('errors.ALREADY_REPORTED'));
            onDone();
            return;
          }
          if (form.applyServerErrors(error)) return;
          setFailure((previous) => ({
            message: errorText(t, error, { fallback: t('reviews.report.failed') }),
            attempt: (previous?.attempt ?? 0) + 1,
          }));
        },
      },
    );
  };

  return (
    <Dialog
      title={t('reviews.report.title')}
      closeLabel={t('reviews.report.close')}
      describedBy={leadId}
      onClose={() => {
        if (!report.isPending) onClose();
      }}
    >
      <p id={leadId}>{t('reviews.report.lead')}</p>
      <SchemaForm form={form} onSubmit={onSubmit} failure={failure}>
        <RadioField
          id={form.idOf('reason')}
          legend={t('reviews.report.reason')}
          options={REVIEW_REPORT_REASONS.map((value) => ({ value, label: t(`reportReasons.${value}`) }))}
          error={form.error('reason')}
          field={form.register('reason')}
        />
        <Field
          id={detailsId}
          label={t('reviews.report.details')}
          hint={t('reviews.report.detailsHint', { count: LIMITS.reviewReportMax, max: LIMITS.reviewReportMax })}
          error={form.error('details')}
        >
          {(control) => (
            <textarea
              className="input textarea"
              rows={4}
              maxLength={LIMITS.reviewReportMax}
              {...control}
              {...form.register('details')}
            />
          )}
        </Field>
        <DialogActions>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={report.isPending}>
            {t('reviews.report.cancel')}
          </button>
          <SubmitButton busy={report.isPending} busyLabel={t('reviews.report.sending')}>
            {t('reviews.report.submit')}
          </SubmitButton>
        </DialogActions>
      </SchemaForm>
    </Dialog>
  );
}
