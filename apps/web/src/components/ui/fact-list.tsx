import type { ReactNode } from 'react';
import { cx } from './cx';
import '../../styles/jobs.css';

export interface Fact {
  label: string;
  value: ReactNode;
  /** Takes a whole row (long text such as a description). */
  wide?: boolean;
  /** Takes two columns (an address, an email). */
  double?: boolean;
}

/** The facts a person decides on, label over value, several to a row where there is room. */
export function FactList({ facts, className }: { facts: Fact[]; className?: string }) {
  return (
    <dl className={cx('facts', className)}>
      {facts.map((fact) => (
        <div
          key={fact.label}
          className={cx('facts__item', fact.wide && 'facts__item--wide', fact.double && 'facts__item--double')}
        >
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
