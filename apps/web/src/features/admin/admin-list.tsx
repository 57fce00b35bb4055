import { useCallback, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { cx } from '../../components/ui/cx';
import { Pagination, useLastPageFallback } from '../../components/ui/pagination';
import { errorText } from '../../lib/error-text';
import { PAGE_SIZE, type Page } from './admin-api';
import { useFormat } from './format';
import { EmptyList, ListState } from './list-parts';

/** The words of a list, already translated. */
export interface ListTexts {
  loading: string;
  failed: string;
  emptyTitle: string;
  emptyBody: string;
  pager: string;
}

interface AdminListProps<T extends { _id: string }> {
  query: UseQueryResult<Page<T>>;
  page: number;
  onPage: (page: number, replace?: boolean) => void;
  /** A search or filter is in force: an empty list then offers to clear it. */
  filtered?: boolean;
  onClearFilters?: () => void;
  emptyIcon: LucideIcon;
  texts: ListTexts;
  children: (item: T) => ReactNode;
}

/**
 * The one admin list, paged on the server: loading, failure, empty (or nothing matching),
 * "Showing 21–40 of 1,234", the records, and the pager. The previous page stays (dimmed) while
 * the next one loads.
 */
export function AdminList<T extends { _id: string }>({
  query,
  page,
  onPage,
  filtered = false,
  onClearFilters = () => {},
  emptyIcon,
  texts,
  children,
}: AdminListProps<T>) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const { data } = query;
  const total = data ? (data.total ?? data.items.length) : 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));

  // A page past the end (?page=99, or after a deletion) shows the last page.
  useLastPageFallback(
    page,
    data && !query.isPlaceholderData ? lastPage : undefined,
    useCallback((last: number) => onPage(last, true), [onPage]),
  );

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
        loadingLabel={texts.loading}
        failedTitle={texts.failed}
      />
    );
  }

  const from = (page - 1) * PAGE_SIZE + 1;
  const to = from + data.items.length - 1;
  const loadingNext = query.isPlaceholderData && query.isFetching;

  return (
    <div className="admin-list">
      {query.isError && (
        <Alert tone="error" title={texts.failed} live="alert">
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
        <EmptyList
          icon={emptyIcon}
          filtered={filtered}
          title={texts.emptyTitle}
          body={texts.emptyBody}
          onClear={onClearFilters}
        />
      ) : (
        <div className={cx('admin-list__items', loadingNext && 'admin-list__items--stale')} aria-busy={loadingNext}>
          <ul className="admin-records">
            {data.items.map((item) => (
              <li key={item._id}>{children(item)}</li>
            ))}
          </ul>
        </div>
      )}
      <Pagination page={page} totalPages={lastPage} onChange={goTo} label={texts.pager} />
    </div>
  );
}
