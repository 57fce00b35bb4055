import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Search, SearchX, type LucideIcon } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { EmptyState, Loading } from '../../components/ui/status';
import { cx } from '../../components/ui/cx';
import { errorText } from '../../lib/error-text';
import { useFormat } from './format';

/* ---------- Search ---------- */

interface SearchBoxProps {
  /** The search in force (from the address bar). */
  value: string;
  onSearch: (value: string, replace?: boolean) => void;
  label: string;
  hint: string;
}

const SEARCH_DELAY_MS = 350;

/**
 * Searches on the server as the person types (after a short pause) and on Enter or the button.
 */
export function SearchBox({ value, onSearch, label, hint }: SearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);

  // A search changed elsewhere (the back button, "Clear search") shows in the box.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === sent.current.trim()) return;
    const timer = window.setTimeout(() => {
      sent.current = text.trim();
      onSearch(text, true);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <form
      role="search"
      className="admin-search"
      onSubmit={(event) => {
        event.preventDefault();
        sent.current = text.trim();
        onSearch(text);
      }}
    >
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__hint" id={`${id}-hint`}>
        {hint}
      </div>
      <div className="admin-search__row">
        <span className="admin-search__box">
          <Search className="admin-search__icon" size={20} aria-hidden="true" />
          <input
            id={id}
            className="input admin-search__input"
            type="search"
            value={text}
            maxLength={200}
            spellCheck={false}
            autoComplete="off"
            aria-describedby={`${id}-hint`}
            onChange={(event) => setText(event.target.value)}
          />
        </span>
        <button type="submit" className="button button--secondary">
          {t('adminCommon.search')}
        </button>
      </div>
    </form>
  );
}

/* ---------- Status filter ---------- */

export interface FilterOption<S extends string> {
  value: S | undefined;
  label: string;
  count?: number;
  /** Drawn to the eye (pending approvals). */
  emphasis?: boolean;
}

interface FilterGroupProps<S extends string> {
  label: string;
  options: FilterOption<S>[];
  value: S | undefined;
  onChange: (value: S | undefined) => void;
}

/** One-choice filter as a row of toggle buttons; the chosen one is pressed. */
export function FilterGroup<S extends string>({ label, options, value, onChange }: FilterGroupProps<S>) {
  const { number } = useFormat();
  const labelId = useId();
  return (
    <div className="admin-filter">
      <span className="field__label" id={labelId}>
        {label}
      </span>
      <div className="admin-filter__options" role="group" aria-labelledby={labelId}>
        {options.map((option) => {
          const pressed = option.value === value;
          return (
            <button
              key={option.value ?? 'all'}
              type="button"
              className={cx(
                'admin-filter__option',
                pressed && 'admin-filter__option--pressed',
                option.emphasis && 'admin-filter__option--emphasis',
              )}
              aria-pressed={pressed}
              onClick={() => onChange(option.value)}
            >
              {option.label}
              {option.count !== undefined && <span className="admin-filter__count">{number(option.count)}</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/* ---------- Paging ---------- */

/** Page numbers to offer: the first, the last, and the current one with its neighbours. */
export function pageWindow(current: number, last: number): (number | 'gap')[] {
  const wanted = new Set([1, last, current - 1, current, current + 1].filter((n) => n >= 1 && n <= last));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const n of sorted) {
    const previous = out[out.length - 1];
    if (typeof previous === 'number' && n - previous > 1) out.push(n - previous === 2 ? n - 1 : 'gap');
    out.push(n);
  }
  return out;
}

interface PagerProps {
  page: number;
  onPage: (page: number) => void;
  /** Known total of items (X-Total-Count); without it, `hasNext` decides. */
  total?: number | null;
  pageSize: number;
  hasNext?: boolean;
  label: string;
}

/** Previous, numbered pages and Next (GOV.UK pagination). */
export function Pager({ page, onPage, total, pageSize, hasNext, label }: PagerProps) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const last = total != null ? Math.max(1, Math.ceil(total / pageSize)) : undefined;
  const nextExists = last !== undefined ? page < last : Boolean(hasNext);
  if (page <= 1 && !nextExists) return null;

  return (
    <nav className="admin-pager" aria-label={label}>
      {page > 1 ? (
        <button type="button" className="admin-pager__step" onClick={() => onPage(page - 1)}>
          <ChevronLeft size={20} aria-hidden="true" />
          {t('adminCommon.previous')}
          <span className="visually-hidden"> {t('adminCommon.pageWord')}</span>
        </button>
      ) : (
        <span />
      )}
      {last !== undefined && (
        <ul className="admin-pager__pages">
          {pageWindow(page, last).map((item, index) =>
            item === 'gap' ? (
              <li key={`gap-${index}`} className="admin-pager__gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item}>
                <button
                  type="button"
                  className={cx('admin-pager__page', item === page && 'admin-pager__page--current')}
                  aria-current={item === page ? 'page' : undefined}
                  aria-label={t('adminCommon.pageN', { page: number(item) })}
                  onClick={() => item !== page && onPage(item)}
                >
                  {number(item)}
                </button>
              </li>
            ),
          )}
        </ul>
      )}
      {last === undefined && (
        <span className="admin-pager__where">{t('adminCommon.pageN', { page: number(page) })}</span>
      )}
      {nextExists ? (
        <button type="button" className="admin-pager__step admin-pager__step--next" onClick={() => onPage(page + 1)}>
          {t('adminCommon.next')}
          <span className="visually-hidden"> {t('adminCommon.pageWord')}</span>
          <ChevronRight size={20} aria-hidden="true" />
        </button>
      ) : (
        <span />
      )}
    </nav>
  );
}

/* ---------- States of a list ---------- */

interface ListStateProps {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  loadingLabel: string;
  failedTitle: string;
}

/** The loading or failed state of a list; null once there is data to show. */
export function ListState({ isPending, error, onRetry, loadingLabel, failedTitle }: ListStateProps) {
  const { t } = useTranslation();
  if (isPending) return <Loading label={loadingLabel} />;
  if (!error) return null;
  return (
    <Alert tone="error" title={failedTitle} live="alert">
      <p>{errorText(t, error, { fallback: t('adminCommon.loadFailedHelp') })}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </Alert>
  );
}

interface EmptyListProps {
  icon: LucideIcon;
  /** The search or filter in force, if any: the empty state then offers to clear it. */
  filtered: boolean;
  title: string;
  body: string;
  onClear: () => void;
}

export function EmptyList({ icon, filtered, title, body, onClear }: EmptyListProps) {
  const { t } = useTranslation();
  if (filtered) {
    return (
      <EmptyState
        icon={SearchX}
        title={t('adminCommon.noMatchTitle')}
        action={
          <button type="button" className="button button--secondary" onClick={onClear}>
            {t('adminCommon.clearFilters')}
          </button>
        }
      >
        <p>{t('adminCommon.noMatchBody')}</p>
      </EmptyState>
    );
  }
  return (
    <EmptyState icon={icon} title={title}>
      <p>{body}</p>
    </EmptyState>
  );
}

/* ---------- Small pieces ---------- */

export type Tone = 'success' | 'warning' | 'error' | 'info' | 'neutral' | 'brand';

export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={cx('admin-badge', `admin-badge--${tone}`)}>{children}</span>;
}

/** A term and its value in a card's fact list. */
export function Fact({ term, children, wide }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cx('admin-facts__item', wide && 'admin-facts__item--wide')}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One line for an address. */
export const addressLine = (address: { street: string; city: string; postcode: string }) =>
  [address.street, address.city, address.postcode].filter(Boolean).join(', ');
