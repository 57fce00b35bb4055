import type { ReactNode } from 'react';
import type { Tone } from '../../lib/job-format';
import { cx } from './cx';
import '../../styles/jobs.css';

/** A short status word on a tinted pill; the word carries the meaning, the colour repeats it. */
export function Badge({ tone, children, className }: { tone: Tone; children: ReactNode; className?: string }) {
  return <span className={cx('badge', `badge--${tone}`, className)}>{children}</span>;
}
