import { apiRequest } from '../../lib/api';
import type { Role } from '@tradewise/shared';
import { clearSession } from '../../lib/auth';
import { queryClient } from '../../lib/query-client';

/**
 * POST /api/logout for each signed-in role, then forget the tokens. The browser forgets them
 * even if the server cannot be reached: signing out must always work.
 */
export async function signOut(roles: readonly Role[]) {
  await Promise.allSettled(roles.map((role) => apiRequest<void>('/api/logout', { method: 'POST', role })));
  roles.forEach(clearSession);
  queryClient.removeQueries({ queryKey: ['me'] });
}
