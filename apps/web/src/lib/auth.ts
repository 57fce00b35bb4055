import { useMemo, useSyncExternalStore } from 'react';
import { ROLES, type Role } from '@tradewise/shared';
import { storage } from './storage';

/** Where each role's session token is kept (spec sections 4 and 6; key names kept). */
export const TOKEN_KEYS: Record<Role, string> = {
  client: 'authToken',
  tradesperson: 'token',
  admin: 'adminToken',
};
/** The signed-in client's email, shown on the dashboard when the address bar has none. */
export const CLIENT_EMAIL_KEY = 'email';

export const LOGIN_PATHS: Record<Role, string> = {
  client: '/signin',
  tradesperson: '/login',
  admin: '/admin/login',
};

export const DASHBOARD_PATHS: Record<Role, string> = {
  client: '/client-dashboard',
  tradesperson: '/dashboard',
  admin: '/admin/dashboard',
};

const CHANGE_EVENT = 'tf:auth-change';

function notify() {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function getToken(role: Role): string | null {
  return storage.get(TOKEN_KEYS[role]) || null;
}

export function storeSession(role: Role, token: string, email?: string) {
  storage.set(TOKEN_KEYS[role], token);
  if (role === 'client' && email) storage.set(CLIENT_EMAIL_KEY, email);
  notify();
}

export function clearSession(role: Role) {
  storage.remove(TOKEN_KEYS[role]);
  if (role === 'client') storage.remove(CLIENT_EMAIL_KEY);
  notify();
}

export function storedClientEmail(): string | null {
  return storage.get(CLIENT_EMAIL_KEY);
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    // Another tab signed in or out.
    if (event.key === null || Object.values(TOKEN_KEYS).includes(event.key)) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const signedInSnapshot = () => ROLES.filter((role) => getToken(role)).join(',');
// The server's pages are everybody's: signed out. Hydration starts from there, then React
// re-renders with this browser's session.
const signedOut = () => '';
const signedOutToken = () => null;

/** The roles holding a token in this browser, kept up to date (also across tabs). */
export function useSignedInRoles(): Role[] {
  const snapshot = useSyncExternalStore(subscribe, signedInSnapshot, signedOut);
  return useMemo(() => (snapshot ? (snapshot.split(',') as Role[]) : []), [snapshot]);
}

/** This role's token, kept up to date. */
export function useToken(role: Role): string | null {
  return useSyncExternalStore(subscribe, () => getToken(role), signedOutToken);
}
