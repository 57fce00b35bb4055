import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Flag } from 'lucide-react';
import {
  CONVERSATION_REPORT_REASONS,
  LIMITS,
  reportConversationSchema,
  type ReportConversationInput,
} from '@tradewise/shared';
import { Dialog, DialogActions } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import type { FormFailureProps } from '../../components/ui/form-failure';
import { RadioField } from '../../components/ui/radio-field';
import { SchemaForm, useSchemaForm } from '../../components/ui/schema-form';
import { SubmitButton } from '../../components/ui/submit-button';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import type { MessagingRole } from './keys';
import { useReportConversation } from './report-api';

interface DialogProps {
  role: MessagingRole;
  id: string;
  onClose: () => void;
  onDone: () => void;
}

interface ReportProps {
  role: MessagingRole;
  id: string;
  /** Already reported by this person: a note says so instead of the button. */
  reported: boolean;
}

/**
 * "Report" on a thread: the app's dialog asks why (the listed reasons) and optionally for details,
 * then sends it to the administrators. Once reported a note replaces the button and takes the focus.
 */
export function ReportConversation({ role, id, reported }: ReportProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const note = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (done) note.current?.focus();
  }, [done]);

  if (reported || done) {
    return (
      <p className="status-note focus-target" tabIndex={-1} ref={note}>
        <Flag size={16} aria-hidden="true" />
        {t('messaging.report.reported')}
      </p>
    );
  }
  return (
    <>
      <button type="button" className="button button--quiet" onClick={() => setOpen(true)}>
        <Flag size={16} aria-hidden="true" />
        {t('messaging.report.open')}
      </button>
      {open && (
        <ReportDialog
          role={role}
          id={id}
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            setDone(true);
          }}
        />
      )}
    </>
  );
}

function ReportDialog({ role, id, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  const report = useReportConversation(role, id);
  const [failure, setFailure] = useState<FormFailureProps | null>(null);
  const form = useSchemaForm(reportConversationSchema, {
    fields: ['reason', 'details'],
    idPrefix: `report-${id}`,
    defaultValues: { details: '' },
  });
  const leadId = `report-${id}-lead`;

  const onSubmit = (body: ReportConversationInput) => {
    setFailure(null);
    report.mutate(
      { reason: body.reason, ...(body.details ? { details: body.details } : {}) },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'ALREADY_REPORTED') return onDone();
          if (form.applyServerErrors(error)) return;
          setFailure((previous) => ({
            message: errorText(t, error, { fallback: t('messaging.report.failed') }),
            attempt: (previous?.attempt ?? 0) + 1,
          }));
        },
      },
    );
  };

  return (
    <Dialog
      title={t('messaging.report.title')}
      closeLabel={t('messaging.report.close')}
      describedBy={leadId}
      onClose={() => {
        if (!report.isPending) onClose();
      }}
    >
      <p id={leadId}>{t('messaging.report.lead')}</p>
      <SchemaForm form={form} onSubmit={onSubmit} failure={failure}>
        <RadioField
          id={form.idOf('reason')}
          legend={t('messaging.report.reason')}
          options={CONVERSATION_REPORT_REASONS.map((value) => ({
            value,
            label: t(`messaging.report.reasons.${value}`),
          }))}
          error={form.error('reason')}
          field={form.register('reason')}
        />
        <Field id={form.idOf('details')} label={t('messaging.report.details')} error={form.error('details')}>
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
            {t('messaging.report.cancel')}
          </button>
          <SubmitButton busy={report.isPending} busyLabel={t('messaging.report.sending')}>
            {t('messaging.report.submit')}
          </SubmitButton>
        </DialogActions>
      </SchemaForm>
    </Dialog>
  );
}
