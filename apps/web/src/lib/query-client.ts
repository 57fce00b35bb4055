import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** Answers that will not change on a retry (4xx) are not retried; a lost connection is, once. */
export const newQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });

/** The browser's cache, one for the visit; the server makes one per page it renders (app/routes/query-frame.tsx). */
export const queryClient = newQueryClient();
