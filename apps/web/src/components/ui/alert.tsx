import type { ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import { cx } from './cx';

type Tone = 'error' | 'success' | 'warning' | 'info';

const ICONS = { error: XCircle, success: CheckCircle2, warning: AlertTriangle, info: Info };

interface AlertProps {
  tone: Tone;
  title?: string;
  children?: ReactNode;
  /** 'alert' interrupts (errors), 'status' waits its turn; none for standing notices. */
  live?: 'alert' | 'status';
  className?: string;
}

/** A coloured message block; the colour always has an icon and words beside it. */
export function Alert({ tone, title, children, live, className }: AlertProps) {
  const Icon = ICONS[tone];
  return (
    <div className={cx('alert', `alert--${tone}`, className)} role={live}>
      <Icon className="alert__icon" aria-hidden="true" size={24} />
      <div className="alert__body">
        {title && <p className="alert__title">{title}</p>}
        {children}
      </div>
    </div>
  );
}
