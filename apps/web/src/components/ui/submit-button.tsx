import type { ReactNode } from 'react';
import { cx } from './cx';

interface SubmitButtonProps {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  className?: string;
  disabled?: boolean;
}

/** The form's one primary button; while busy it says so and cannot be pressed twice. */
export function SubmitButton({ busy, busyLabel, children, className, disabled }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={cx('button', 'button--primary', 'button--block-phone', className)}
      disabled={busy || disabled}
      aria-disabled={busy || disabled || undefined}
    >
      {busy && <span className="spinner spinner--small" aria-hidden="true" />}
      {busy ? busyLabel : children}
    </button>
  );
}
