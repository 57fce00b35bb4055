import { useTranslation } from 'react-i18next';
import type { Role } from '@tradewise/shared';
import { useResend } from './use-resend';
import './recovery.css';

/** The resend button and, in a polite live region, what came of the last press. */
export function ResendButton({ role }: { role: Role }) {
  const { t } = useTranslation();
  const { send, busy, outcome } = useResend(role);
  return (
    <div className="resend">
      <button
        type="button"
        className="button button--secondary"
        onClick={send}
        disabled={busy}
        aria-disabled={busy || undefined}
      >
        {busy && <span className="spinner spinner--small" aria-hidden="true" />}
        {busy ? t('recovery.banner.sending') : t('recovery.banner.resend')}
      </button>
      <p
        className={outcome?.tone === 'error' ? 'resend__outcome resend__outcome--error' : 'resend__outcome'}
        role="status"
      >
        {outcome?.text}
      </p>
    </div>
  );
}
