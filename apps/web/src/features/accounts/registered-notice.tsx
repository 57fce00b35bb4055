import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../components/local-link';
import { LIMITS } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';

interface RegisteredNoticeProps {
  /** The sign-in page the person is taken to. */
  to: string;
  title: string;
  link: string;
}

/**
 * "Registration successful": focused, with a link to sign in, followed there a moment later. Where
 * the person was going before signing up (the navigation's `from`) goes with them to the sign-in,
 * and that they have just registered (`registered`).
 */
export function RegisteredNotice({ to, title, link }: RegisteredNoticeProps) {
  const navigate = useNavigate();
  const { state: from } = useLocation();
  // The sign-in page welcomes a first sign-in as such, not "welcome back".
  const state = useMemo(() => ({ ...(isObject(from) ? from : {}), registered: true }), [from]);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    const timer = window.setTimeout(() => navigate(to, { state }), LIMITS.registrationRedirectMs);
    return () => window.clearTimeout(timer);
  }, [navigate, to, state]);
  return (
    <div ref={ref} tabIndex={-1}>
      <Alert tone="success" live="status" title={title}>
        <p>
          <Link to={to} state={state}>
            {link}
          </Link>
        </p>
      </Alert>
    </div>
  );
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
