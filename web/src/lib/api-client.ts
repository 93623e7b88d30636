import { ACCOUNT_HEADER } from '@leafwise/contract/constants';

/** An answer the server refused: its status, its message, and better-auth's error code when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** Seconds to wait before trying again, from a 429's X-Retry-After header. */
  readonly retryAfter: number | undefined;

  constructor(status: number, message: string, code?: string, retryAfter?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.retryAfter = retryAfter;
  }
}

export const OFFLINE_MESSAGE = 'Could not reach Leafwise. Please check your connection and try again.';

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** A read the service worker keeps: say whose it is (ACCOUNT_HEADER), so it is kept for that account alone. */
  account?: string;
};

/**
 * fetch for our own API: same-origin cookies, JSON in and out. A refusal throws an ApiError
 * carrying the server's message, read from `message` (better-auth) or `msg` (our routes).
 */
export async function apiFetch<T>(
  path: string,
  { method = 'GET', body, signal, account }: RequestOptions = {},
): Promise<T> {
  let response: Response;
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (account !== undefined) headers[ACCOUNT_HEADER] = account;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    // Outdoors on a phone the network comes and goes; "Failed to fetch" would mean nothing.
    throw new ApiError(0, OFFLINE_MESSAGE);
  }
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) throw errorFrom(response, data);
  return data as T;
}

function errorFrom(response: Response, data: unknown): ApiError {
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const retryAfter = Number(response.headers.get('x-retry-after') ?? response.headers.get('retry-after'));
  return new ApiError(
    response.status,
    text(fields.message) ?? text(fields.msg) ?? '',
    text(fields.code),
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}

/** What to tell the user about a failure: the server's (or the error's) message, else the page's own words. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message !== '' ? error.message : fallback;
}
