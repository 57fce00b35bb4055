import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { Link, useLocation } from 'react-router';
import { Flag } from 'lucide-react';
import {
  LIMITS,
  REVIEW_REPORT_REASONS,
  reviewReportSchema,
  ROLES,
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
import { useSignedInRoles } from '../../lib/auth';
import { errorText } from '../../lib/error-text';
import { useReportReview } from '../../lib/reviews-api';
import './reviews.css';

interface ReportReviewButtonProps {
  reviewId: string;
  /** This person reported it already: a note says so instead of the button. */
  alreadyReported?: boolean;
  /** Who reports; by default the role signed in (the first of client, tradesperson, admin). */
  role?: Role;
  /** After the report is recorded (or found already made), e.g. to reload the owner's list. */
  onReported?: () => void;
}

/**
 * "Report" under a review, for anyone signed in: a dialog asks why (the listed reasons) and
 * optionally for details, then sends it to the moderators. Once reported, a note replaces the
 * button, and the focus goes to it. A visitor who is not signed in gets "Sign in to report", back
 * to this page once signed in (a client's sign-in; the other roles have their own pages).
 */
export function ReportReviewButton({ reviewId, alreadyReported = false, role, onReported }: ReportReviewButtonProps) {
  const { t } = useTranslation();
  const signedIn = useSignedInRoles();
  const reporter = role ?? ROLES.find((candidate) => signedIn.includes(candidate));
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);
  const noteRef = useRef<HTMLParagraphElement>(null);
  const location = useLocation();

  // Once the dialog has closed on a report, its button is gone: the note takes the focus.
  useEffect(() => {
    if (reported) noteRef.current?.focus();
  }, [reported]);

  if (alreadyReported || reported) {
    return (
      <p className="status-note focus-target" tabIndex={-1} ref={noteRef}>
        <Flag size={16} aria-hidden="true" />
        {t('reviews.report.reported')}
      </p>
    );
  }
  if (role && !signedIn.includes(role)) return null;
  if (!reporter) {
    return (
      <Link
        className="button button--quiet report-button"
        to="/signin"
        state={{ from: location.pathname + location.search }}
      >
        <Flag size={16} aria-hidden="true" />
        {t('reviews.report.signIn')}
      </Link>
    );
  }

  return (
    <>
      <button type="button" className="button button--quiet report-button" onClick={() => setOpen(true)}>
        <Flag size={16} aria-hidden="true" />
        {t('reviews.report.open')}
      </button>
      {open && (
        <ReportDialog
          reviewId={reviewId}
          role={reporter}
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            setReported(true);
            onReported?.();
          }}
        />
      )}
    </>
  );
}

interface ReportDialogProps {
  reviewId: string;
  role: Role;
  onClose: () => void;
  onDone: () => void;
}

function ReportDialog({ reviewId, role, onClose, onDone }: ReportDialogProps) {
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
