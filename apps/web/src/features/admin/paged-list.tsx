import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { cx } from '../../components/ui/cx';
import { Pagination } from '../../components/ui/pagination';
import { errorText } from '../../lib/error-text';
import { PAGE_SIZE, type Page } from './admin-api';
import { useFormat } from './format';
import { EmptyList, ListState } from './list-parts';

interface PagedListProps<T> {
  query: UseQueryResult<Page<T>>;
  page: number;
  onPage: (page: number, replace?: boolean) => void;
  /** A search or filter is in force. */
  filtered: boolean;
  onClearFilters: () => void;
  emptyIcon: LucideIcon;
  emptyTitle: string;
  emptyBody: string;
  loadingLabel: string;
  failedTitle: string;
  pagerLabel: string;
  children: (items: T[]) => ReactNode;
}

/**
 * A server-paged list: loading, failure, empty (or nothing matching), "Showing 21–40 of 1,234",
 * the items, and the pager. The previous page stays (dimmed) while the next one loads.
 */
export function PagedList<T>({
  query,
  page,
  onPage,
  filtered,
  onClearFilters,
  emptyIcon,
  emptyTitle,
  emptyBody,
  loadingLabel,
  failedTitle,
  pagerLabel,
  children,
}: PagedListProps<T>) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const { data } = query;
  const total = data ? (data.total ?? data.items.length) : 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));

  // After a deletion the page may be past the end: show the new last page.
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.items.length === 0 && page > 1 && total > 0) onPage(lastPage, true);
  }, [data, query.isPlaceholderData, page, total, lastPage, onPage]);

  const goTo = (next: number) => {
    onPage(next);
    summaryRef.current?.focus({ preventScroll: true });
    summaryRef.current?.scrollIntoView({ block: 'start' });
  };

  if (!data) {
    return (
      <ListState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        loadingLabel={loadingLabel}
        failedTitle={failedTitle}
      />
    );
  }

  const from = (page - 1) * PAGE_SIZE + 1;
  const to = from + data.items.length - 1;
  const loadingNext = query.isPlaceholderData && query.isFetching;

  return (
    <div className="admin-list">
      {query.isError && (
        <Alert tone="error" title={failedTitle} live="alert">
          <p>{errorText(t, query.error, { fallback: t('adminCommon.loadFailedHelp') })}</p>
          <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        </Alert>
      )}
      <p className="admin-results focus-target" role="status" tabIndex={-1} ref={summaryRef}>
        {loadingNext ? (
          <>
            <span className="spinner spinner--small" aria-hidden="true" /> {t('common.loading')}
          </>
        ) : data.items.length > 0 ? (
          t('adminCommon.showing', { from: number(from), to: number(to), total: number(total) })
        ) : null}
      </p>
      {data.items.length === 0 && !loadingNext ? (
        <EmptyList icon={emptyIcon} filtered={filtered} title={emptyTitle} body={emptyBody} onClear={onClearFilters} />
      ) : (
        <div className={cx('admin-list__items', loadingNext && 'admin-list__items--stale')} aria-busy={loadingNext}>
          {children(data.items)}
        </div>
      )}
      <Pagination page={page} totalPages={lastPage} onChange={goTo} label={pagerLabel} />
    </div>
  );
}
