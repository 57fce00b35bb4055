import type { ReactNode } from 'react';

/**
 * A step's question as the page's heading (the job form): the step form moves focus here when the
 * step changes, so a screen reader announces the new question.
 */
export function StepQuestion({ children }: { children: ReactNode }) {
  return (
    <h1 className="step-form__question" tabIndex={-1} data-step-question>
      {children}
    </h1>
  );
}
