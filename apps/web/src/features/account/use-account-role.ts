import { useSearchParams } from 'react-router';
import { useSignedInRoles } from '../../lib/auth';
import type { OwnRole } from './account-api';

const OWN_ROLES: readonly OwnRole[] = ['client', 'tradesperson'];

/**
 * Whose account the page shows: the role named by ?as= when this browser is signed in as it,
 * else the client, else the tradesperson; null when signed in as neither. Also every own role
 * signed in, for the switch shown when there are two.
 */
export function useAccountRole(): { role: OwnRole | null; signedIn: OwnRole[] } {
  const [search] = useSearchParams();
  const roles = useSignedInRoles();
  const signedIn = OWN_ROLES.filter((role) => roles.includes(role));
  const asked = signedIn.find((role) => role === search.get('as'));
  return { role: asked ?? signedIn[0] ?? null, signedIn };
}
