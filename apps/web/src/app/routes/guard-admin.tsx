import { RequireRole } from '../require-role-guard';

/** The admin area's guard (see require-role-guard.tsx); its pages render in the browser, with the token. */
export default function Guard() {
  return <RequireRole role="admin" />;
}

export { clientLoader, HydrateFallback } from './client-only';
