import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../components/ui/status';
import type { Role } from '@tradewise/shared';

const Guard = lazy(() => import('./require-role-guard').then((module) => ({ default: module.RequireRole })));

/**
 * The guard of a signed-in area (see require-role-guard.tsx), fetched with the first guarded
 * page: routes import this from the router's own chunk, and the guard's session check (TanStack
 * Query) is not needed by public pages.
 */
export function RequireRole({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Loading className="container page" label={t('guard.checking')} />}>
      <Guard role={role} />
    </Suspense>
  );
}
