import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LIMITS, jobRequestSchema, type Trade, type CreatedAnswer } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
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
import { postcodeArea, splitLocation, tradeFromText } from './trade-match';

/** What the home page knows when the form opens: the hero's two inputs, or a chosen category. */
export interface RequestStart {
  service: string;
  location: string;
  trade?: Trade;
}

type Request = z.output<typeof jobRequestSchema>;

function startValues(start: RequestStart, nameOf: (trade: Trade) => string): RequestValues {
  const { postcode, city } = splitLocation(start.location);
  return {
    tradespersonType: (start.trade ?? tradeFromText(start.service, nameOf) ?? '') as Trade,
    serviceCompletionTime: '' as RequestValues['serviceCompletionTime'],
    propertyType: '' as RequestValues['propertyType'],
    address: { street: '', city, postcode },
    contactDetails: { email: '', confirmEmail: '' },
  };
}

interface Sent {
  email: string;
  trade: Trade;
  area: string;
}

function ThankYou({ sent }: { sent: Sent }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    const params = new URLSearchParams({ trade: sent.trade });
    if (sent.area) params.set('location', sent.area);
    const timer = window.setTimeout(() => navigate(`/directory?${params}`), LIMITS.requestFormRedirectMs);
    return () => window.clearTimeout(timer);
  }, [sent, navigate]);
  return (
    <div ref={ref} tabIndex={-1} className="request-done focus-target">
      <Alert tone="success" title={t('requestForm.saved')}>
        <p>{t('requestForm.draftNote', { email: sent.email })}</p>
        <p className="request-done__links">
          <Link to="/signin">{t('requestForm.signIn')}</Link>
          <Link to="/signup">{t('requestForm.signUp')}</Link>
        </p>
      </Alert>
      <div className="redirect-popup" role="status">
        <span className="spinner spinner--small" aria-hidden="true" />
        <span>{t('requestForm.redirecting', { trade: t(`trades.${sent.trade}`) })}</span>
      </div>
    </div>
  );
}

const STEP_VIEWS = [TradeStep, WhenStep, PropertyStep, AddressStep, EmailStep];

/**
 * The home page's request form (spec: five steps in a modal). Each step is checked on Next with
 * the shared rules; Submit checks every step again, saves the request (decision 1), thanks the
 * visitor and, 3 s later, shows the directory filtered by the trade and postcode area.
 */
export default function RequestForm({ start }: { start: RequestStart }) {
  const { t } = useTranslation();
  const form = useStepForm(jobRequestSchema, {
    idPrefix: 'request',
    steps: REQUEST_STEPS,
    defaultValues: startValues(start, (trade) => t(`trades.${trade}`)),
    shownMessage: (key) => (GROUP_MESSAGES.includes(key) ? undefined : key),
  });
  const [sent, setSent] = useState<Sent | null>(null);
  // A plain call, not a TanStack mutation: the home page runs without the query cache.
  const [save, setSave] = useState<{ busy: boolean; error?: unknown; attempt: number }>({ busy: false, attempt: 0 });

  const send = (body: Request) => {
    if (save.busy) return;
    setSave((current) => ({ busy: true, attempt: current.attempt }));
    apiRequest<CreatedAnswer>('/api/job-requests', { body }).then(
      () =>
        setSent({
          email: body.contactDetails.email,
          trade: body.tradespersonType,
          area: postcodeArea(body.address.postcode),
        }),
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
 * the form (the home page's cold load stays within its JavaScript budget).
 */
export function RequestDialog({ start, onClose }: { start: RequestStart; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('home.requestTitle')} closeLabel={t('home.requestClose')} onClose={onClose}>
      <RequestForm start={start} />
    </Dialog>
  );
}
