import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';

/** The email of a home-page request just sent, from the navigation that brought the visitor here. */
export function requestSentTo(state: unknown): string | null {
  const email = (state as { requestSentTo?: unknown } | null)?.requestSentTo;
  return typeof email === 'string' && email.includes('@') ? email : null;
}

/**
 * After the request form's redirect (the spec's 3 s), the next step stays on screen: sign in or
 * create a client account with that email to post the request as a job.
 */
export function RequestNextStep() {
  const { t } = useTranslation();
  const location = useLocation();
  // Read on arrival: the filters then rewrite the address.
  const [email] = useState(() => requestSentTo(location.state));
  if (!email) return null;
  return (
    <Alert tone="success" title={t('requestForm.nextTitle')} className="directory__next">
      <p>{t('requestForm.draftNote', { email })}</p>
      <p className="button-row">
        <Link className="button button--primary" to="/signin">
          {t('requestForm.signIn')}
        </Link>
        <Link className="button button--secondary" to="/signup">
          {t('requestForm.signUp')}
        </Link>
      </p>
    </Alert>
  );
}
