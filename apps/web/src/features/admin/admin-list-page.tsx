import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { Briefcase, HardHat, Users } from 'lucide-react';
import type { Page } from './admin-api';
import { AdminList } from './admin-list';
import { FilterGroup, SearchBox, type FilterOption } from './list-parts';
import type { ListParamsState } from './use-list-params';

interface AdminListPageProps<T extends { _id: string }, S extends string> {
  /**
   * The page's catalogue section, holding title, lead, searchLabel, searchHint, loading,
   * loadFailed, emptyTitle, emptyBody and pagerLabel.
   */
  section: 'adminClients' | 'adminJobs' | 'adminTrades';
  params: ListParamsState<S>;
  query: UseQueryResult<Page<T>>;
  /** The status filter's choices, when the list has one. */
  filters?: FilterOption<S>[];
  children: (item: T) => ReactNode;
  /** Dialogs of the page (edit forms, questions). */
  dialogs?: ReactNode;
}

/** The picture of each list's empty state. */
const ICONS = { adminClients: Users, adminJobs: Briefcase, adminTrades: HardHat };

/** A managed list's page: heading, search (and status filter), the list, and its dialogs. */
export function AdminListPage<T extends { _id: string }, S extends string = never>(props: AdminListPageProps<T, S>) {
  const { section, params, query, filters, children, dialogs } = props;
  const { t } = useTranslation();
  return (
    <div className="container page admin-page">
      <title>{`${t(`${section}.title`)} – ${t('brand.name')}`}</title>
      <div className="page-heading">
        <div>
          <h1 className="page-heading__title">{t(`${section}.title`)}</h1>
          <p className="page-heading__lead">{t(`${section}.lead`)}</p>
        </div>
      </div>
      <div className="admin-toolbar">
        <SearchBox
          value={params.search}
          onSearch={params.setSearch}
          label={t(`${section}.searchLabel`)}
          hint={t(`${section}.searchHint`)}
        />
        {filters && (
          <FilterGroup
            label={t('adminCommon.statusFilter')}
            options={filters}
            value={params.status}
            onChange={params.setStatus}
          />
        )}
      </div>
      <AdminList
        query={query}
        page={params.page}
        onPage={params.setPage}
        filtered={params.search !== '' || params.status !== undefined}
        onClearFilters={() => params.update({ search: undefined, status: undefined, page: undefined })}
        emptyIcon={ICONS[section]}
        texts={{
          loading: t(`${section}.loading`),
          failed: t(`${section}.loadFailed`),
          emptyTitle: t(`${section}.emptyTitle`),
          emptyBody: t(`${section}.emptyBody`),
          pager: t(`${section}.pagerLabel`),
        }}
      >
        {children}
      </AdminList>
      {dialogs}
    </div>
  );
}
