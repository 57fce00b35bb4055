import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OutboxEmail } from '@tradewise/shared';
import { apiPage } from '../../lib/api';
import { PAGE_SIZE } from './admin-api';

/** GET /api/admin/outbox: the emails, newest first, a page at a time (total in X-Total-Count). */
export const useOutbox = (page: number) =>
  useQuery({
    queryKey: ['admin', 'outbox', { page }],
    queryFn: ({ signal }) =>
      apiPage<OutboxEmail>(`/api/admin/outbox?page=${page}&limit=${PAGE_SIZE}`, { role: 'admin', signal }),
    placeholderData: keepPreviousData,
  });
