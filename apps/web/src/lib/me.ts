import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api';
import { useToken, type Role } from './auth';

/** GET /api/me: who the stored token belongs to. */
export interface Me {
  role: Role;
  id: string;
  email: string;
  name: string;
  status?: 'pending' | 'approved' | 'suspended';
  trade?: string;
  businessName?: string;
}

export const fetchMe = (role: Role, signal?: AbortSignal) => apiRequest<Me>('/api/me', { role, signal });

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
