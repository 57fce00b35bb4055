import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../reviews/format';
import './filter-links.css';

export interface FilterChoice<T extends string> {
  value: T;
  label: string;
  /** How many the choice holds; left out, no number is shown (nothing is guessed). */
  count?: number;
  /** The count in words for screen readers ("3 quotations"). */
  countText?: string;
}

/**
 * The choice named in the address (`?param=value`), so that Back and reload keep it; `all` (the
 * first choice, no parameter) when it names none of them.
 */
export function useFilterChoice<T extends string>(param: string, values: readonly T[], all: T): T {
  const [params] = useSearchParams();
  const asked = params.get(param);
  return values.find((value) => value !== all && value === asked) ?? all;
}

/**
 * Links that filter a list, each with how many it holds. Links, not buttons: the choice is in the
 * address, so Back returns to the previous one. Other parameters of the address are kept, but for
 * those named in `forget`.
 */
export function FilterLinks<T extends string>({
  param,
  choices,
  current,
  all,
  label,
  forget = [],
}: {
  param: string;
  choices: FilterChoice<T>[];
  current: T;
  all: T;
  label: string;
  /** Parameters a new choice drops (a dialog opened from the address, say). */
  forget?: string[];
}) {
  const { i18n } = useTranslation();
  const [params] = useSearchParams();
  const searchFor = (value: T) => {
    const next = new URLSearchParams(params);
    for (const name of forget) next.delete(name);
    if (value === all) next.delete(param);
    else next.set(param, value);
    const search = next.toString();
    return search ? `?${search}` : '';
  };
  return (
    <nav className="filter-links" aria-label={label}>
      <ul className="wrap-list">
        {choices.map((choice) => (
          <li key={choice.value}>
            <Link
              className="filter-links__link"
              to={{ search: searchFor(choice.value) }}
              aria-current={choice.value === current ? 'page' : undefined}
            >
              {choice.label}
              {choice.count !== undefined && (
                <>
                  <span className="filter-links__count" aria-hidden="true">
                    {formatCount(choice.count, i18n.resolvedLanguage)}
                  </span>
                  {choice.countText && <span className="visually-hidden">{` (${choice.countText})`}</span>}
                </>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
