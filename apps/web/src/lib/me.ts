import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api';
import type { Me, Role } from '@tradewise/shared';
import { useToken } from './auth';

/** Who is signed in with a role's token; a guarded page's first request (require-role-guard.tsx). */
export const ME_PATH = '/api/me';

export const fetchMe = (role: Role, signal?: AbortSignal) => apiRequest<Me>(ME_PATH, { role, signal });

export const meQuery = (role: Role, token: string | null) =>
  queryOptions({
    queryKey: ['me', role, token],
    queryFn: ({ signal }) => fetchMe(role, signal),
    enabled: Boolean(token),
    staleTime: 60_000,
  });

/** The signed-in account of this role (disabled while no token is stored). */
export function useMe(role: Role) {
  const token = useToken(role);
  return useQuery(meQuery(role, token));
}
