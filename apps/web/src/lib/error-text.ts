import type { TFunction } from 'i18next';
import { ApiError } from './api';

interface Fallbacks {
  /** Shown when the server gave neither a known code nor a message. */
  fallback: string;
  /** Shown when the server could not be reached (default: errors.NETWORK). */
  network?: string;
}

/**
 * What to tell the person about a failed call: the server not reached (check the connection), the
 * translation of the API's error code (RATE_LIMITED: wait a moment), a 5xx without one (our side,
 * try again in a minute), else the server's own message, else the page's fallback.
 */
export function errorText(t: TFunction, error: unknown, { fallback, network }: Fallbacks): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'NETWORK') return network ?? t('errors.NETWORK');
  const key = `errors.${error.code}`;
  if (error.code !== 'UNKNOWN' && t(key, { defaultValue: '' })) return t(key);
  // A failure on the server's side (a proxy's 502, say) is not the person's to fix: say so.
  if (error.status >= 500) return t('errors.INTERNAL');
  return error.message || fallback;
}
