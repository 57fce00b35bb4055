import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { Page } from './admin-api';
import { AdminList } from './admin-list';
import type { ListParamsState } from './use-list-params';

/** The catalogue keys (under adminInbox) of each paged tab. */
const KEYS = {
  messages: {
    title: 'messagesTitle',
    loading: 'loadingMessages',
    failed: 'messagesFailed',
    emptyTitle: 'noMessages',
    emptyBody: 'noMessagesBody',
    pager: 'messagesPager',
  },
  requests: {
    title: 'requestsTitle',
    loading: 'loadingRequests',
    failed: 'requestsFailed',
    emptyTitle: 'noRequests',
    emptyBody: 'noRequestsBody',
    pager: 'requestsPager',
  },
} as const;

interface InboxTabProps<T extends { _id: string }> {
  tab: keyof typeof KEYS;
  params: ListParamsState<never>;
  query: UseQueryResult<Page<T>>;
  emptyIcon: LucideIcon;
  /** A line under the tab's heading. */
  lead?: string;
  children: (item: T) => ReactNode;
}

/** A paged tab of the inbox: its heading and the one admin list. */
export function InboxTab<T extends { _id: string }>({
  tab,
  params,
  query,
  emptyIcon,
  lead,
  children,
}: InboxTabProps<T>) {
  const { t } = useTranslation();
  const keys = KEYS[tab];
  const text = (key: keyof typeof keys) => t(`adminInbox.${keys[key]}`);
  return (
    <section aria-labelledby={`inbox-${tab}`} className="admin-section">
      <h2 id={`inbox-${tab}`} className="admin-section__title">
        {text('title')}
      </h2>
      {lead && <p className="admin-section__lead">{lead}</p>}
      <AdminList
        query={query}
        page={params.page}
        onPage={params.setPage}
        emptyIcon={emptyIcon}
        texts={{
          loading: text('loading'),
          failed: text('failed'),
          emptyTitle: text('emptyTitle'),
          emptyBody: text('emptyBody'),
          pager: text('pager'),
        }}
      >
        {children}
      </AdminList>
    </section>
  );
}
