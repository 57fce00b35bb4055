import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leaveSchema, type LeaveInput, type OwnReliability } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { Field } from '../../components/ui/field';
import { SchemaForm, useSchemaForm } from '../../components/ui/schema-form';
import { SubmitButton } from '../../components/ui/submit-button';
import type { FormFailureProps } from '../../components/ui/form-failure';
import { formatDay } from '../../lib/job-format';
import { errorText } from '../../lib/error-text';
import { toast } from '../../lib/toast';
import { useLeave, useOwnReliability } from './reliability-api';

const K = 'tradeProfile.reliability.own';

/**
 * "Your reliability" (issue 42): each figure with its count, whether it is public yet (and from
 * how many), and how it is worked out; then the leave that hides them while it lasts.
 */
export function ReliabilitySection() {
  const { t } = useTranslation();
  const figures = useOwnReliability();
  return (
    <section className="section-card" aria-labelledby="reliability-title">
      <h2 id="reliability-title" className="section-card__title">
        {t(`${K}.title`)}
      </h2>
      <p className="section-card__lead">{t(`${K}.lead`, { brand: t('brand.name') })}</p>
      {figures.isError && (
        <Alert tone="error" live="alert">
          <p>{errorText(t, figures.error, { fallback: t(`${K}.failed`) })}</p>
        </Alert>
      )}
      {figures.data && <Figures figures={figures.data} />}
      {figures.data && <LeaveForm onLeaveUntil={figures.data.onLeaveUntil} />}
    </section>
  );
}

function Figures({ figures }: { figures: OwnReliability }) {
  const { t } = useTranslation();
  const { answers, hires, visits, workingHours } = figures;
  const standing = (isPublic: boolean, threshold: string, count: number, done: number) =>
    isPublic ? t(`${K}.shown`) : figures.onLeaveUntil ? t(`${K}.hidden`) : t(`${K}.${threshold}`, { count, done });
  return (
    <dl className="reliability-own">
      <div>
        <dt>{t(`${K}.answers`)}</dt>
        <dd>
          {answers.count > 0 && <p>{t(`${K}.usual.${answers.usually ?? 'later'}`)}</p>}
          <p>{t(`${K}.answersCounts`, answers.buckets)}</p>
          <p>{standing(answers.public, 'answersThreshold', answers.threshold, answers.count)}</p>
          <p className="reliability-own__how">{t(`${K}.answersHow`, workingHours)}</p>
        </dd>
      </div>
      <div>
        <dt>{t(`${K}.hires`)}</dt>
        <dd>
          <p>{t(`${K}.hiresHow`, { count: hires.count })}</p>
          <p>{standing(hires.public, 'hiresThreshold', hires.threshold, hires.count)}</p>
        </dd>
      </div>
      <div>
        <dt>{t(`${K}.visits`)}</dt>
        <dd>
          <p className="reliability-own__how">{t(`${K}.visitsHow`, { kept: visits.kept, missed: visits.missed })}</p>
          <p>{standing(visits.public, 'visitsThreshold', visits.threshold, visits.kept + visits.missed)}</p>
        </dd>
      </div>
    </dl>
  );
}

function LeaveForm({ onLeaveUntil }: { onLeaveUntil: string | null }) {
  const { t, i18n } = useTranslation();
  const leave = useLeave();
  const [failure, setFailure] = useState<FormFailureProps | null>(null);
  const form = useSchemaForm(leaveSchema, {
    fields: ['until'],
    idPrefix: 'leave',
    defaultValues: { until: onLeaveUntil ?? '' },
  });
  const date = (value: string) => formatDay(value, i18n.resolvedLanguage);

  const send = (body: LeaveInput | null) => {
    setFailure(null);
    leave.mutate(body, {
      onSuccess: (figures) => {
        if (figures.onLeaveUntil) toast.success(t(`${K}.leaveSaved`, { date: date(figures.onLeaveUntil) }));
        else {
          form.reset({ until: '' });
          toast.success(t(`${K}.leaveEnded`));
        }
      },
      onError: (error) => {
        if (form.applyServerErrors(error)) return;
        setFailure((previous) => ({
          message: errorText(t, error, { fallback: t(`${K}.leaveFailed`) }),
          attempt: (previous?.attempt ?? 0) + 1,
        }));
      },
    });
  };

  return (
    <div className="reliability-leave">
      <h3>{t(`${K}.leaveTitle`)}</h3>
      {onLeaveUntil ? (
        <Alert tone="info">
          <p>{t(`${K}.onLeave`, { date: date(onLeaveUntil) })}</p>
        </Alert>
      ) : (
        <p>{t(`${K}.leaveLead`)}</p>
      )}
      <SchemaForm form={form} onSubmit={(body) => send(body)} failure={failure}>
        <Field id={form.idOf('until')} label={t(`${K}.leaveField`)} error={form.error('until')}>
          {(control) => <input className="input" type="date" {...control} {...form.register('until')} />}
        </Field>
        <div className="reliability-leave__actions">
          <SubmitButton busy={leave.isPending && leave.variables !== null} busyLabel={t('tradeProfile.editor.saving')}>
            {t(`${K}.leaveSave`)}
          </SubmitButton>
          {onLeaveUntil && (
            <button
              type="button"
              className="button button--secondary"
              disabled={leave.isPending}
              onClick={() => send(null)}
            >
              {t(`${K}.leaveEnd`)}
            </button>
          )}
        </div>
      </SchemaForm>
    </div>
  );
}
