import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { GAP, pageWindow } from '../../lib/page-window';
import '../../styles/jobs.css';

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Names the navigation region, e.g. "Pages of matching jobs". */
  label: string;
}

/** Numbered page buttons; the current page is marked (aria-current) and cannot be pressed again. */
export function Pagination({ page, totalPages, onChange, label }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul className="wrap-list">
        {page > 1 && (
          <li>
            <button type="button" className="pagination__button" onClick={() => onChange(page - 1)}>
              {t('pageNav.previous')}
            </button>
          </li>
        )}
        {pageWindow(page, totalPages).map((entry, index) =>
          entry === GAP ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <button
                type="button"
                className="pagination__button"
                aria-current={entry === page ? 'page' : undefined}
                aria-label={t('pageNav.page', { page: entry })}
                onClick={() => entry !== page && onChange(entry)}
              >
                {entry}
              </button>
            </li>
          ),
        )}
        {page < totalPages && (
          <li>
            <button type="button" className="pagination__button" onClick={() => onChange(page + 1)}>
              {t('pageNav.next')}
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}

/**
 * A page past the end (?page=99 of 2, or a list that shrank while the visitor looked) shows the
 * last page instead, replacing the address so Back does not return to the empty page. Pass
 * `totalPages` once the list's answer for this page is in (undefined while it loads or is stale).
 */
export function useLastPageFallback(
  page: number,
  totalPages: number | undefined,
  /** Shows that page, replacing the current history entry. */
  replacePage: (page: number) => void,
) {
  useEffect(() => {
    if (totalPages === undefined) return;
    const last = Math.max(1, totalPages);
    if (page > last) replacePage(last);
  }, [page, totalPages, replacePage]);
}
