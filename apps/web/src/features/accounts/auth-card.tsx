import type { ReactNode } from 'react';
import { PageMeta } from '../../app/seo/page-meta';

interface AuthCardProps {
  title: string;
  lead?: string;
  children: ReactNode;
  /** Links under the card: "Already have an account? Sign in". */
  footer?: ReactNode;
  wide?: boolean;
}

/** The frame of the sign-in and registration pages. */
export function AuthCard({ title, lead, children, footer, wide = false }: AuthCardProps) {
  return (
    <div className={wide ? 'auth auth--wide' : 'auth'}>
      <PageMeta title={title} description={lead} />
      <div className="auth__card">
        <h1 className="auth__title">{title}</h1>
        {lead && <p className="auth__lead">{lead}</p>}
        {children}
      </div>
      {footer && <div className="auth__footer">{footer}</div>}
    </div>
  );
}

/** "Question? Link" line under an auth card. */
export function AuthFooterLine({ question, children }: { question: string; children: ReactNode }) {
  return (
    <p>
      {question} {children}
    </p>
  );
}
