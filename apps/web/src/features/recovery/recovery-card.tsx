import { useEffect, useRef, type ReactNode } from 'react';
import { ROLES, type Role } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { storage } from '../../lib/storage';
import './recovery.css';
import { PageMeta } from '../../app/seo/page-meta';

/** The frame of every recovery page: the sign-in pages' card, its title and lead. */
export function RecoveryCard({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <div className="auth">
      <PageMeta title={title} description={lead} />
      <div className="auth__card">
        <h1 className="auth__title">{title}</h1>
        {lead && <p className="auth__lead">{lead}</p>}
        {children}
      </div>
    </div>
  );
}

interface OutcomeProps {
  tone: 'success' | 'error' | 'info';
  title?: string;
  children: ReactNode;
}

/** The answer that replaces a form (done, or the link is dead): focused and announced once. */
export function Outcome({ tone, title, children }: OutcomeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className="focus-target">
      <Alert tone={tone} title={title} live={tone === 'error' ? 'alert' : 'status'}>
        {children}
      </Alert>
    </div>
  );
}

/** The emailed link carries no role: the kind of account asked for on this browser, if any. */
const ROLE_KEY = 'resetRole';
export const rememberResetRole = (role: Role) => storage.set(ROLE_KEY, role);
export function rememberedResetRole(): Role | null {
  const value = storage.get(ROLE_KEY);
  return ROLES.find((role) => role === value) ?? null;
}

/** The token of an emailed link, from the address bar ('' when there is none). */
export const tokenFrom = (search: URLSearchParams) => search.get('token') ?? '';
