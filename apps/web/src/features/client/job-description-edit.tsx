import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { LIMITS, editJobSchema, type ClientJob } from '@tradewise/shared';
import { CharacterCount } from '../../components/ui/character-count';
import { Field } from '../../components/ui/field';
import { SchemaForm, useSchemaForm } from '../../components/ui/schema-form';
import { SubmitButton } from '../../components/ui/submit-button';
import { errorText } from '../../lib/error-text';
import { useEditJobDescription } from './client-api';

/**
 * The description of an open job nobody has quoted on, rewritten in place: checked as the job form
 * checks it, with the characters left. A refusal (a quotation arrived first) says why in the form.
 */
export function JobDescriptionEdit({ job, onClose }: { job: ClientJob; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useEditJobDescription();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(editJobSchema, {
    idPrefix: `job-${job._id}-edit`,
    fields: ['jobDescription'],
    defaultValues: { jobDescription: job.jobDescription },
  });
  const id = form.idOf('jobDescription');
  const used = form.watch('jobDescription')?.length ?? 0;

  // Opened on demand: the writing starts at once, at the end of the words.
  useEffect(() => {
    const box = document.getElementById(id);
    if (box instanceof HTMLTextAreaElement) {
      box.focus();
      box.setSelectionRange(box.value.length, box.value.length);
    }
  }, [id]);

  return (
    <div className="job-card__section job-edit">
      <SchemaForm
        form={form}
        failure={failure ? { message: failure, attempt: save.submittedAt } : null}
        onSubmit={(body) => {
          setFailure(null);
          save.mutate(
            { jobId: job._id, body },
            {
              onSuccess: () => {
                toast.success(t('jobEdit.saved'));
                onClose();
              },
              onError: (error) => {
                if (form.applyServerErrors(error)) return;
                setFailure(errorText(t, error, { fallback: t('jobEdit.failed') }));
              },
            },
          );
        }}
      >
        <Field id={id} label={t('jobEdit.label')} hint={t('jobEdit.hint')} error={form.error('jobDescription')}>
          {(control) => (
            <>
              <textarea
                className="input textarea"
                rows={5}
                maxLength={LIMITS.jobDescriptionMax}
                {...control}
                aria-describedby={[control['aria-describedby'], `${id}-count`].filter(Boolean).join(' ')}
                {...form.register('jobDescription')}
              />
              <CharacterCount id={`${id}-count`} used={used} max={LIMITS.jobDescriptionMax} />
            </>
          )}
        </Field>
        <div className="button-row">
          <SubmitButton busy={save.isPending} busyLabel={t('jobEdit.saving')}>
            {t('jobEdit.save')}
          </SubmitButton>
          <button type="button" className="button button--quiet" onClick={onClose} disabled={save.isPending}>
            {t('jobEdit.cancel')}
          </button>
        </div>
      </SchemaForm>
    </div>
  );
}
