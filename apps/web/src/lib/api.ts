import { errorReplySchema, type ReplySchema } from '@newsroom/shared';
import { attachmentFileName } from './download.ts';
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
  /** A multipart body (a file upload) instead of JSON; the browser sets its content type. */
  form?: FormData;
  /** Send the bearer token (all calls but login). */
  auth?: boolean;
  /** Leave a 401 to the caller instead of expiring the session (logout). */
  keepSessionOn401?: boolean;
  signal?: AbortSignal;
}

/** What a failed reply may say: its message and the fields it names. */
const failureSchema = errorReplySchema.pick({ message: true, errors: true }).partial();

function isOk(json: unknown): boolean {
  return typeof json === 'object' && json !== null && 'status' in json && json.status === 'ok';
}

/**
 * Calls the API and parses the reply with its schema from packages/shared (the one the server
 * answers by). Resolves with the parsed reply when its status is 'ok'; otherwise rejects with the
 * server's message (docs/api.md, "Envelopes"). A reply that does not match its schema is a failure too.
 */
export async function apiRequest<T>(
  method: string,
  path: string,
  schema: ReplySchema<T>,
  options: RequestOptions = {},
): Promise<T> {
  const { body, form, auth = true, keepSessionOn401 = false, signal } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = sessionStore.get().token;
  if (auth && token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal,
    });
  } catch (err) {
    console.error(`${method} /api${path} failed`, err);
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }

  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  if (!isOk(json)) {
    console.error(`${method} /api${path}: ${response.status}`);
    if (response.status === 401 && auth && token && !keepSessionOn401) onUnauthorized?.();
    const failure = failureSchema.safeParse(json);
    const said = failure.success ? failure.data : {};
    throw new ApiError(said.message ?? NETWORK_ERROR_MESSAGE, response.status, said.errors);
  }
  const reply = schema.safeParse(json);
  if (!reply.success) {
    console.error(`${method} /api${path}: the reply does not match its schema`, reply.error.issues);
    throw new ApiError(NETWORK_ERROR_MESSAGE, response.status);
  }
  return reply.data;
}

export const apiGet = <T>(path: string, schema: ReplySchema<T>, signal?: AbortSignal) =>
  apiRequest('GET', path, schema, { signal });

/** A file the API answers (a CSV): its bytes and the name the server gives it. */
export interface ApiFile {
  blob: Blob;
  fileName: string | undefined;
}

/**
 * GETs a file (not JSON) with the bearer token. A reply other than 200 rejects like apiRequest:
 * with the server's message when it sent its JSON error envelope, and a 401 expires the session.
 */
export async function apiDownload(path: string): Promise<ApiFile> {
  const token = sessionStore.get().token;
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers });
  } catch (err) {
    console.error(`GET /api${path} failed`, err);
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
  if (!response.ok) {
    console.error(`GET /api${path}: ${response.status}`);
    if (response.status === 401 && token) onUnauthorized?.();
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      json = undefined;
    }
    const failure = failureSchema.safeParse(json);
    const said = failure.success ? failure.data : {};
    throw new ApiError(said.message ?? NETWORK_ERROR_MESSAGE, response.status, said.errors);
  }
  return {
    blob: await response.blob(),
    fileName: attachmentFileName(response.headers.get('content-disposition')),
  };
}

/** `path?key=value&…` with the parameters that are set (an empty or missing one is not sent). */
export function withQuery(path: string, params: Partial<Record<string, string>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  return `${path}?${search}`;
}

/** The save of an item of `base` ('/posts'): POST `<base>/add` for a new one (id null), else PUT `<base>/<id>`. */
export function saveItem<T>(
  base: string,
  schema: ReplySchema<T>,
  id: number | null,
  body: unknown,
): Promise<T> {
  return id === null
    ? apiRequest('POST', `${base}/add`, schema, { body })
    : apiRequest('PUT', `${base}/${id}`, schema, { body });
}
