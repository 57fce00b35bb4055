import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { Controller } from 'react-hook-form';
import { LIMITS, reviewSchema, type OwnReview, type ReviewBody } from '@tradewise/shared';
import { ScoreInput } from '../../components/reviews/score-input';
import { Field } from '../../components/ui/field';
import type { FormFailureProps } from '../../components/ui/form-failure';
import { ErrorSummary } from '../../components/ui/error-summary';
import { FormFailure } from '../../components/ui/form-failure';
import { useSchemaForm } from '../../components/ui/schema-form';
import { SubmitButton } from '../../components/ui/submit-button';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { formatDate } from '../../lib/job-format';
import { useSaveReview } from '../../lib/review-mutations';
import { ReviewTextCount } from './review-text-count';

const SCORES = ['rating', 'quality', 'reliability', 'value'] as const;
const FIELDS = [...SCORES, 'text'] as const;

interface ReviewFormProps {
  jobId: string;
  /** Who is reviewed, by business name. */
  business: string;
  /** The review being edited; none for a new one. */
  existing?: OwnReview;
  /** Saved (or found already written): the form closes. */
  onDone: () => void;
  onCancel: () => void;
}

/**
 * The review of one completed job: the overall score and three detailed ones, each a row of star
 * radios with what it is about, then the words with their live count (20 to 2,000). The shared
 * reviewSchema checks it as the server does. A new review is published at once; one written can
 * be edited until its editableUntil.
 */
export function ReviewForm({ jobId, business, existing, onDone, onCancel }: ReviewFormProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveReview();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [failure, setFailure] = useState<FormFailureProps | null>(null);
  const form = useSchemaForm(reviewSchema, {
    fields: FIELDS,
    idPrefix: `review-${jobId}`,
    defaultValues: existing
      ? {
          rating: existing.rating,
          quality: existing.quality,
          reliability: existing.reliability,
          value: existing.value,
          text: existing.text,
        }
      : { text: '' },
  });
  const textId = form.idOf('text');
  // The summary names the score to choose: four "Choose a score" lines would look alike.
  const summary = FIELDS.flatMap((name) => {
    const message = form.error(name);
    if (!message) return [];
    const text = name === 'text' ? message : t('clientReviews.summaryScore', { score: t(`reviews.scores.${name}`) });
    return [{ id: form.idOf(name), text }];
  });
  const used = form.watch('text')?.length ?? 0;

  // Opened from its button or from the emailed link: start reading at the form's heading.
  useEffect(() => {
    headingRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  const onSubmit = (body: ReviewBody) => {
    setFailure(null);
    save.mutate(
      { jobId, reviewId: existing?._id, body },
      {
        onSuccess: () => {
          toast.success(t(existing ? 'clientReviews.updated' : 'clientReviews.published', { name: business }));
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'ALREADY_REVIEWED') {
            toast.info(t('errors.ALREADY_REVIEWED'));
            onDone();
            return;
          }
          if (form.applyServerErrors(error)) return;
          setFailure((previous) => ({
            message: errorText(t, error, { fallback: t('clientReviews.failed') }),
            attempt: (previous?.attempt ?? 0) + 1,
          }));
        },
      },
    );
  };

  return (
    <div className="review-form">
      <h4 className="review-form__title focus-target" tabIndex={-1} ref={headingRef}>
        {t(existing ? 'clientReviews.editTitle' : 'clientReviews.formTitle', { name: business })}
      </h4>
      <p className="review-form__lead">
        {existing
          ? t('clientReviews.editLead', { date: formatDate(existing.editableUntil, i18n.resolvedLanguage) })
          : t('clientReviews.formLead', {
              count: LIMITS.reviewEditDays,
              name: business,
              days: LIMITS.reviewEditDays,
            })}{' '}
        <Link to="/reviews">{t('reviews.policy.link')}</Link>
      </p>
      <ErrorSummary items={summary} focusKey={form.formState.submitCount} />
      {failure && <FormFailure {...failure} />}
      <form className="form" noValidate onSubmit={form.handleSubmit(onSubmit)}>
        {SCORES.map((score) => (
          <Controller
            key={score}
            control={form.control}
            name={score}
            render={({ field }) => (
              <ScoreInput
                id={form.idOf(score)}
                name={`${form.idOf(score)}-score`}
                legend={t(`reviews.scores.${score}`)}
                hint={t(`clientReviews.hints.${score}`, { name: business })}
                error={form.error(score)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        ))}
        <Field
          id={textId}
          label={t('clientReviews.textLabel')}
          hint={t('clientReviews.textHint')}
          error={form.error('text')}
        >
          {(control) => (
            <>
              <textarea
                className="input textarea"
                rows={6}
                maxLength={LIMITS.reviewTextMax}
                {...control}
                aria-describedby={[control['aria-describedby'], `${textId}-count`].filter(Boolean).join(' ')}
                {...form.register('text')}
              />
              <ReviewTextCount id={`${textId}-count`} used={used} />
            </>
          )}
        </Field>
        <div className="button-row">
          <SubmitButton busy={save.isPending} busyLabel={t('clientReviews.saving')}>
            {t(existing ? 'clientReviews.saveEdit' : 'clientReviews.submit')}
          </SubmitButton>
          <button
            type="button"
            className="button button--secondary button--block-phone"
            onClick={onCancel}
            disabled={save.isPending}
          >
            {t('clientReviews.cancel')}
          </button>
        </div>
      </form>
    </div>
  );
}
