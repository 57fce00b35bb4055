import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LIMITS, isLanguage, jobRequestSchema, type Trade, type CreatedAnswer } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { StepForm, useStepForm } from '../../components/ui/step-form';
import { apiRequest } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import {
  AddressStep,
  EmailStep,
  GROUP_MESSAGES,
  PropertyStep,
  REQUEST_STEPS,
  TradeStep,
  WhenStep,
  type RequestValues,
} from './request-steps';
import {
  clearDraft,
  hasAnswers,
  loadDraft,
  restoreWith,
  saveDraft,
  startValues,
  type RequestStart,
} from './request-draft';
import { directoryAfterRequest } from './trade-match';

type Request = z.output<typeof jobRequestSchema>;

interface Sent {
  email: string;
  /** The directory the visitor is shown next: the trade near the request's postcode. */
  next: string;
  trade: Trade;
}

/** What the directory is told after a request (navigation state, read by its RequestNextStep). */
interface RequestSentState {
  requestSentTo: string;
}

function ThankYou({ sent }: { sent: Sent }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    const state: RequestSentState = { requestSentTo: sent.email };
    const timer = window.setTimeout(() => navigate(sent.next, { state }), LIMITS.requestFormRedirectMs);
    return () => window.clearTimeout(timer);
  }, [sent, navigate]);
  return (
    <div ref={ref} tabIndex={-1} className="request-done focus-target">
      <Alert tone="success" title={t('requestForm.saved')}>
        <p>{t('requestForm.linkNote', { email: sent.email })}</p>
      </Alert>
      <div className="redirect-popup" role="status">
        <span className="spinner spinner--small" aria-hidden="true" />
        <span>{t('requestForm.redirecting', { trade: t(`trades.${sent.trade}`) })}</span>
      </div>
    </div>
  );
}

const STEP_VIEWS = [TradeStep, WhenStep, PropertyStep, AddressStep, EmailStep];

interface RequestFormProps {
  start: RequestStart;
  /** Told whether the visitor has given answers that closing the form would lose. */
  onAnswers: (given: boolean) => void;
}

/**
 * The home page's request form (spec: five steps in a modal). Each step is checked on Next with
 * the shared rules; Submit checks every step again, saves the request (decision 1), thanks the
 * visitor and, 3 s later, shows the directory of that trade near the postcode. The answers
 * are kept for the tab as they are given, so a reload or reopening the form brings them back.
 */
function RequestForm({ start, onAnswers }: RequestFormProps) {
  const { t, i18n } = useTranslation();
  // Read once, when the form opens: what was carried in, and answers kept from earlier.
  const [opened] = useState(() => {
    const carried = startValues(start, (trade) => t(`trades.${trade}`));
    const draft = loadDraft();
    return { carried, restored: draft && hasAnswers(draft.values, carried) ? draft : null };
  });
  const form = useStepForm(jobRequestSchema, {
    idPrefix: 'request',
    steps: REQUEST_STEPS,
    initialStep: opened.restored?.step ?? 0,
    defaultValues: opened.restored ? restoreWith(opened.restored, opened.carried) : opened.carried,
    shownMessage: (key) => (GROUP_MESSAGES.includes(key) ? undefined : key),
  });
  const [sent, setSent] = useState<Sent | null>(null);
  // A plain call, not a TanStack mutation: the home page runs without the query cache.
  const [save, setSave] = useState<{ busy: boolean; error?: unknown; attempt: number }>({ busy: false, attempt: 0 });

  // Every answer is kept as it is given, with the step: a reload loses nothing.
  const { watch, getValues, step } = form;
  useEffect(() => {
    if (sent) return;
    const keep = (values: RequestValues) => {
      saveDraft({ step, values });
      onAnswers(hasAnswers(values, opened.carried));
    };
    keep(getValues());
    const subscription = watch((values) => keep(values as RequestValues));
    return () => subscription.unsubscribe();
  }, [sent, step, watch, getValues, onAnswers, opened.carried]);

  const send = (body: Request) => {
    if (save.busy) return;
    setSave((current) => ({ busy: true, attempt: current.attempt }));
    // The emailed link to publish the request is written in the language the form was filled in.
    const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : undefined;
    apiRequest<CreatedAnswer>('/api/job-requests', { body: { ...body, language } }).then(
      () => {
        clearDraft();
        onAnswers(false);
        setSent({
          email: body.contactDetails.email,
          next: directoryAfterRequest(body.tradespersonType, body.address.postcode),
          trade: body.tradespersonType,
        });
      },
      (error: unknown) => {
        setSave((current) => ({ busy: false, error, attempt: current.attempt + 1 }));
        form.routeServerErrors(error);
      },
    );
  };

  if (sent) return <ThankYou sent={sent} />;

  const Step = STEP_VIEWS[form.step] ?? TradeStep;
  return (
    <div className="request-form">
      <StepForm
        form={form}
        focus="control"
        onSubmit={send}
        busy={save.busy}
        notice={
          opened.restored && (
            <Alert tone="info">
              <p>{t('requestForm.restored')}</p>
            </Alert>
          )
        }
        failure={
          save.error === undefined
            ? null
            : { message: errorText(t, save.error, { fallback: t('requestForm.saveFailed') }), attempt: save.attempt }
        }
        labels={{
          progress: t('requestForm.stepOf', { current: form.step + 1, total: REQUEST_STEPS.length }),
          back: t('requestForm.back'),
          next: t('requestForm.next'),
          submit: t('requestForm.submit'),
          submitting: t('requestForm.submitting'),
        }}
      >
        <Step form={form} />
      </StepForm>
    </div>
  );
}

/**
 * The request form in its dialog: both come with this chunk, fetched when the visitor reaches for
 * the form (the home page's cold load stays within its JavaScript budget). Closing it (the cross,
 * Escape) with answers given asks first; discarding forgets them, keeping on returns to the form.
 */
export function RequestDialog({ start, onClose }: { start: RequestStart; onClose: () => void }) {
  const { t } = useTranslation();
  const given = useRef(false);
  const [asking, setAsking] = useState(false);
  const onAnswers = useCallback((value: boolean) => {
    given.current = value;
  }, []);
  const close = () => {
    if (given.current) {
      setAsking(true);
    } else {
      clearDraft();
      onClose();
    }
  };
  return (
    <>
      <Dialog title={t('home.requestTitle')} closeLabel={t('home.requestClose')} onClose={close}>
        <RequestForm start={start} onAnswers={onAnswers} />
      </Dialog>
      <ConfirmDialog
        open={asking}
        title={t('requestForm.discardTitle')}
        confirmLabel={t('requestForm.discardConfirm')}
        cancelLabel={t('requestForm.discardCancel')}
        tone="danger"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          clearDraft();
          // The question closes first, handing the focus back to the form, which then closes.
          flushSync(() => setAsking(false));
          onClose();
        }}
      >
        <p>{t('requestForm.discardBody')}</p>
      </ConfirmDialog>
    </>
  );
}
