import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhoneNumberIntl } from 'react-phone-number-input';
import { Search, SearchX, type LucideIcon } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { EmptyState, Loading } from '../../components/ui/status';
import { cx } from '../../components/ui/cx';
import { errorText } from '../../lib/error-text';
import '../../styles/jobs.css';
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

interface FactProps {
  term: string;
  children: ReactNode;
  /** A whole row (a list of areas). */
  wide?: boolean;
  /** Two columns (an address, an email), as in components/ui/fact-list. */
  double?: boolean;
}

/** A term and its value inside <dl className="facts"> (the shared fact-list look). */
export function Fact({ term, children, wide, double }: FactProps) {
  return (
    <div className={cx('facts__item', wide && 'facts__item--wide', double && 'facts__item--double')}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

interface RecordHeadProps {
  headingId: string;
  /** h2 in a page's list, h3 under a tab's own heading. */
  level?: 2 | 3;
  title: string;
  /** The town after the title ("Plumber – Leeds"). */
  place?: string;
  subtitle?: ReactNode;
  /** The dated line: "Joined" and the date, machine-readable too. */
  dated?: { label: string; at: string; text: string };
  badges?: ReactNode;
}

/** The head of a record card in an admin list: its title, the lines under it, and its badges. */
export function RecordHead({ headingId, level = 2, title, place, subtitle, dated, badges }: RecordHeadProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="admin-record__head card-head">
      <div>
        <Heading className="admin-record__title" id={headingId}>
          {title}
          {place && (
            <span className="admin-record__title-place">
              {' – '}
              {place}
            </span>
          )}
        </Heading>
        {subtitle && <p className="admin-record__subtitle">{subtitle}</p>}
        {dated && (
          <p className="admin-record__meta">
            {dated.label} <time dateTime={dated.at}>{dated.text}</time>
          </p>
        )}
      </div>
      {badges}
    </div>
  );
}

/** An email address fact, written to at a click. */
export function EmailFact({ term, email }: { term: string; email: string }) {
  const { t } = useTranslation();
  return (
    <Fact term={term} double>
      {email ? <a href={`mailto:${email}`}>{email}</a> : t('adminCommon.erased')}
    </Fact>
  );
}

/** A phone number fact in international form, called at a tap (none kept once its owner left). */
export function PhoneFact({ term, phone }: { term: string; phone: string }) {
  const { t } = useTranslation();
  return (
    <Fact term={term}>
      {phone ? <a href={`tel:${phone}`}>{formatPhoneNumberIntl(phone) || phone}</a> : t('adminCommon.erased')}
    </Fact>
  );
}

/** An address fact on one line (none kept once its owner deleted their account). */
export function AddressFact({
  term,
  address,
}: {
  term: string;
  address: { street: string; city: string; postcode: string };
}) {
  const { t } = useTranslation();
  return (
    <Fact term={term} double>
      {addressLine(address) || t('adminCommon.erased')}
    </Fact>
  );
}

/** One line for an address. */
export const addressLine = (address: { street: string; city: string; postcode: string }) =>
  [address.street, address.city, address.postcode].filter(Boolean).join(', ');
