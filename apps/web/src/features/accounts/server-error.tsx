import { useEffect, useRef } from 'react';
import { Alert } from '../../components/ui/alert';

interface ServerErrorProps {
  message: string;
  /** Changes with each failed attempt, so the message is brought into view again. */
  attempt: number;
  /** False when a toast already announces the same words. */
  announce?: boolean;
}

/** Why the server refused the form; scrolled into view and announced after each attempt. */
export function ServerError({ message, attempt, announce = true }: ServerErrorProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [attempt]);
  return (
    <div ref={ref} tabIndex={-1} className="focus-target">
      <Alert tone="error" live={announce ? 'alert' : undefined}>
        <p>{message}</p>
      </Alert>
    </div>
  );
}
