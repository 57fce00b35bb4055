import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';

/** The email of a home-page request just sent, from the navigation that brought the visitor here. */
export function requestSentTo(state: unknown): string | null {
  const email = (state as { requestSentTo?: unknown } | null)?.requestSentTo;
  return typeof email === 'string' && email.includes('@') ? email : null;
}

/**
 * After the request form's redirect (the spec's 3 s), the next step stays on screen: the link
 * emailed to that address publishes the request as a job.
 */
export function RequestNextStep() {
  const { t } = useTranslation();
  const location = useLocation();
  // Read on arrival: the filters then rewrite the address.
  const [email] = useState(() => requestSentTo(location.state));
  if (!email) return null;
  return (
    <Alert tone="success" title={t('requestForm.nextTitle')} className="directory__next">
      <p>{t('requestForm.linkNote', { email })}</p>
    </Alert>
  );
}
