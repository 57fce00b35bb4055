import type { TFunction } from 'i18next';
import { ApiError } from './api';

interface Fallbacks {
  /** Shown when the server gave neither a known code nor a message. */
  fallback: string;
  /** Shown when the server could not be reached (default: errors.NETWORK). */
  network?: string;
}

/**
 * What to tell the person about a failed call: the translation of the API's error code, else the
 * server's own message, else the page's fallback.
 */
export function errorText(t: TFunction, error: unknown, { fallback, network }: Fallbacks): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'NETWORK') return network ?? t('errors.NETWORK');
  const key = `errors.${error.code}`;
  if (error.code !== 'UNKNOWN' && t(key, { defaultValue: '' })) return t(key);
  return error.message || fallback;
}
