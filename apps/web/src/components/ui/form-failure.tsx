import { useEffect, useRef } from 'react';
import { Alert } from './alert';

export interface FormFailureProps {
  message: string;
  /** Changes with each failed attempt, so the message is brought into view again. */
  attempt: number;
  /** False when a toast already announces the same words. */
  announce?: boolean;
}

/** Why the server refused a form: brought into view, focused and announced after each attempt. */
export function FormFailure({ message, attempt, announce = true }: FormFailureProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
    ref.current?.focus({ preventScroll: true });
  }, [attempt]);
  return (
    <div ref={ref} tabIndex={-1} className="focus-target">
      <Alert tone="error" live={announce ? 'alert' : undefined}>
        <p>{message}</p>
      </Alert>
    </div>
  );
}
