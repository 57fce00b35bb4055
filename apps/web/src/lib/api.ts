import type { ErrorCode, FieldError, Role } from '@tradewise/shared';
import { clearSession, getToken } from './auth';

export type ApiErrorCode = ErrorCode | 'NETWORK' | 'UNKNOWN';

/** A failed call: the HTTP status (0 when the server was not reached) and the API's error shape. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details: FieldError[] = [],
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. Without a body no Content-Type is sent (the API refuses one on empty bodies). */
  body?: unknown;
  /** Sends that role's token; a 401 then ends that role's session in this browser. */
  role?: Role;
  signal?: AbortSignal;
}

interface ErrorShape {
  error?: unknown;
  message?: unknown;
  code?: unknown;
  details?: unknown;
}

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 204 || !type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** A failed answer as an ApiError: its status and the API's error shape (code, message, details). */
export function toApiError(status: number, body: unknown): ApiError {
  const shape: ErrorShape = typeof body === 'object' && body !== null ? body : {};
  const text = [shape.message, shape.error].find((value) => typeof value === 'string' && value);
  const code = typeof shape.code === 'string' ? (shape.code as ErrorCode) : 'UNKNOWN';
  const details = Array.isArray(shape.details) ? (shape.details as FieldError[]) : [];
  return new ApiError(status, code, (text as string | undefined) ?? '', details);
}

/**
 * The one way the web app talks to the API: sends the role's token and JSON, and turns a failure
 * into an ApiError (a refused token is forgotten). Returns the response for its body and headers.
 */
export async function apiResponse(path: string, options: RequestOptions & { accept?: string } = {}): Promise<Response> {
  const {
    method = options.body === undefined ? 'GET' : 'POST',
    body,
    role,
    signal,
    accept = 'application/json',
  } = options;
  const headers: Record<string, string> = { Accept: accept };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (role) {
    const token = getToken(role);
    if (token) headers.Authorization = `Bearer ${token}`;
  }

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', '');
  }

  if (!response.ok) {
    // The stored token was refused: forget it; the role's guard then sends the person to sign in.
    if (response.status === 401 && role) clearSession(role);
    throw toApiError(response.status, await readJson(response));
  }
  return response;
}

/** A call whose answer is JSON: the parsed body. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await readJson(await apiResponse(path, options))) as T;
}

export interface Page<T> {
  items: T[];
  /** From X-Total-Count; null when the server did not send one. */
  total: number | null;
}

/** A paged list: the items, and the total the API sends in X-Total-Count. */
export async function apiPage<T>(path: string, options: RequestOptions = {}): Promise<Page<T>> {
  const response = await apiResponse(path, options);
  const header = response.headers.get('X-Total-Count');
  const total = header === null || header === '' || Number.isNaN(Number(header)) ? null : Number(header);
  return { items: ((await readJson(response)) as T[] | undefined) ?? [], total };
}
