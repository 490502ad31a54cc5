import { LRUCache } from 'lru-cache';

/**
 * The site's only way to its data: GET calls of the content API over HTTP, with the content key.
 *
 * - Every reply with an ETag is kept (by path); the next read of the path asks `If-None-Match`, and
 *   a 304 serves the kept body (the API answers it without a body, from its own cache).
 * - While the API does not answer (a network error, a time-out or a 5xx), the last good reply of
 *   the path is served for `staleMs`; only a path never read before fails, with ContentUnavailable.
 * - Reads of one path that overlap share one request, and a reply the API confirmed less than
 *   `freshMs` ago is used without asking: under load the site asks the API about each path at most
 *   once per `freshMs`, far below its key's per-minute limit.
 * - A 429 (the key's limit) counts as the API not answering.
 */

export interface ContentReply {
  status: number;
  /** The body as text (JSON or XML). */
  text: string;
  contentType: string;
  /** True when the API did not answer and this is the last good reply. */
  stale: boolean;
  /**
   * The API's path (with its query) this reply came from when it answered the path asked with a
   * redirect (an old shortname or category path, docs/api.md "Old addresses"), which fetch followed.
   */
  redirectedTo?: string;
}

/** The API did not answer and nothing was kept for the path. */
export class ContentUnavailable extends Error {
  constructor(path: string, cause: unknown) {
    super(`A tartalom API nem válaszolt (${path})`, { cause });
    this.name = 'ContentUnavailable';
  }
}

interface Kept {
  etag: string;
  text: string;
  contentType: string;
  status: number;
  /** When the API last confirmed it (a 200 or a 304). */
  confirmedAt: number;
  redirectedTo?: string;
}

export interface ContentClientOptions {
  apiUrl: string;
  key: string;
  /** How long a kept reply is served while the API does not answer, in ms. */
  staleMs: number;
  /** How long a confirmed reply is used without asking again, in ms (0: always revalidate). */
  freshMs?: number;
  timeoutMs?: number;
  maxEntries?: number;
}

/** Counters a test or the logs can read: how the API was asked. */
export interface ContentClientStats {
  fetched: number;
  revalidated: number;
  servedStale: number;
}

function keptReply(kept: Kept, stale: boolean): ContentReply {
  const reply = { status: kept.status, text: kept.text, contentType: kept.contentType, stale };
  return kept.redirectedTo === undefined ? reply : { ...reply, redirectedTo: kept.redirectedTo };
}

/** An absolute URL's path and query. */
function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

export class ContentClient {
  private readonly kept: LRUCache<string, Kept>;
  private readonly inFlight = new Map<string, Promise<ContentReply>>();
  readonly stats: ContentClientStats = { fetched: 0, revalidated: 0, servedStale: 0 };

  constructor(private readonly options: ContentClientOptions) {
    this.kept = new LRUCache({ max: options.maxEntries ?? 2000 });
  }

  /** GET `path` (starting with /api/content/) on the API, revalidated as above. */
  get(path: string): Promise<ContentReply> {
    const running = this.inFlight.get(path);
    if (running) return running;
    const request = this.request(path).finally(() => this.inFlight.delete(path));
    this.inFlight.set(path, request);
    return request;
  }

  /** GET a JSON call; answers the status and the parsed body. */
  async getJson<T>(path: string): Promise<{ status: number; body: T; stale: boolean }> {
    const reply = await this.get(path);
    return { status: reply.status, body: JSON.parse(reply.text) as T, stale: reply.stale };
  }

  private async request(path: string): Promise<ContentReply> {
    const kept = this.kept.get(path);
    if (kept && Date.now() - kept.confirmedAt < (this.options.freshMs ?? 0)) return keptReply(kept, false);
    const headers: Record<string, string> = {
      'x-content-key': this.options.key,
      accept: 'application/json, application/xml;q=0.9',
    };
    if (kept) headers['if-none-match'] = kept.etag;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.options.apiUrl}${path}`, {
        headers,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
      text = response.status === 304 ? '' : await response.text();
    } catch (err) {
      return this.staleOr(path, kept, err);
    }
    if (response.status >= 500 || response.status === 429)
      return this.staleOr(path, kept, new Error(`HTTP ${response.status}`));
    // fetch follows the API's 301s (the key travels in a header, so it follows too); the reply
    // says where it ended up.
    const redirectedTo = response.redirected ? pathOf(response.url) : undefined;
    if (response.status === 304 && kept) {
      this.stats.revalidated++;
      kept.confirmedAt = Date.now();
      kept.redirectedTo = redirectedTo;
      return keptReply(kept, false);
    }
    this.stats.fetched++;
    const contentType = response.headers.get('content-type') ?? '';
    const etag = response.headers.get('etag');
    if (etag && (response.status === 200 || response.status === 404)) {
      const entry = { etag, text, contentType, status: response.status, confirmedAt: Date.now() };
      this.kept.set(path, redirectedTo === undefined ? entry : { ...entry, redirectedTo });
    } else {
      this.kept.delete(path);
    }
    return {
      status: response.status,
      text,
      contentType,
      stale: false,
      ...(redirectedTo ? { redirectedTo } : {}),
    };
  }

  private staleOr(path: string, kept: Kept | undefined, cause: unknown): ContentReply {
    if (kept && Date.now() - kept.confirmedAt < this.options.staleMs) {
      this.stats.servedStale++;
      return keptReply(kept, true);
    }
    throw new ContentUnavailable(path, cause);
  }
}
