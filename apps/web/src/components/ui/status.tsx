import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cx } from './cx';

/** A spinner with its words, announced politely. */
export function Loading({ label, className }: { label: string; className?: string }) {
  return (
    <div className={cx('loading', className)} role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  /** Its title's heading level: 3 in a section (the default), 2 straight under the page's title. */
  level?: 2 | 3;
}

/** What a list shows when there is nothing in it yet: what it is and what to do next. */
export function EmptyState({ icon: Icon, title, children, action, level = 3 }: EmptyStateProps) {
  const Title = `h${level}` as const;
  return (
    <div className="empty-state">
      <span className="empty-state__icon" aria-hidden="true">
        <Icon size={32} />
      </span>
      <Title className="empty-state__title">{title}</Title>
      {children && <div className="empty-state__body">{children}</div>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
