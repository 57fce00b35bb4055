import { queryOptions } from '@tanstack/react-query';
import type { OwnTradeProfile } from '@tradewise/shared';
import { apiRequest } from '../../lib/api';

/** GET /api/trade-profile: the signed-in tradesperson's own profile (their editor and their notices). */
export const ownProfileQuery = queryOptions({
  queryKey: ['trade-profile'] as const,
  queryFn: ({ signal }) => apiRequest<OwnTradeProfile>('/api/trade-profile', { role: 'tradesperson', signal }),
});
