import { sessionStore } from './session.ts';

/** A reply whose status is not 'ok', or no reply at all (status 0). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'Hiba történt!';

let onUnauthorized: (() => void) | undefined;

/** Registers what happens when the server says the session is gone (401 on a signed-in call). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

interface RequestOptions {
  body?: unknown;
  /** Send the bearer token (all calls but login). */
  auth?: boolean;
  /** Leave a 401 to the caller instead of expiring the session (logout). */
  keepSessionOn401?: boolean;
  signal?: AbortSignal;
}

interface Envelope {
  status?: string;
  message?: string;
  errors?: Record<string, string>;
}

/**
 * Calls the API. Resolves with the whole reply when its status is 'ok'; otherwise rejects with
 * the server's message (SPEC.md point 4).
 */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const { body, auth = true, keepSessionOn401 = false, signal } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = sessionStore.get().token;
  if (auth && token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (err) {
    console.error(`${method} /api${path} failed`, err);
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }

  let json: (Envelope & T) | undefined;
  try {
    json = (await response.json()) as Envelope & T;
  } catch {
    json = undefined;
  }
  if (json?.status !== 'ok') {
    console.error(`${method} /api${path}: ${response.status}`);
    if (response.status === 401 && auth && token && !keepSessionOn401) onUnauthorized?.();
    throw new ApiError(json?.message ?? NETWORK_ERROR_MESSAGE, response.status, json?.errors);
  }
  return json;
}

export const apiGet = <T>(path: string, signal?: AbortSignal) => apiRequest<T>('GET', path, { signal });
