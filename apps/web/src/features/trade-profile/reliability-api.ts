import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeaveInput, OwnReliability } from '@tradewise/shared';
import { apiRequest } from '../../lib/api';

const role = 'tradesperson';
const KEY = ['tradesperson', 'own-reliability'] as const;

/** GET /api/trade-profile/reliability: the tradesperson's own figures, with how each is worked out. */
export const useOwnReliability = () =>
  useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest<OwnReliability>('/api/trade-profile/reliability', { role, signal }),
  });

/** PUT /api/trade-profile/leave { until }, or DELETE it (null): both answer the figures again. */
export function useLeave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LeaveInput | null) =>
      apiRequest<OwnReliability>(
        '/api/trade-profile/leave',
        body ? { method: 'PUT', body, role } : { method: 'DELETE', role },
      ),
    onSuccess: (figures) => {
      client.setQueryData(KEY, figures);
      // The public profile says the leave (or the figures) from now on.
      void client.invalidateQueries({ queryKey: ['tradesperson'], predicate: (query) => query.queryKey[1] !== KEY[1] });
    },
  });
}
