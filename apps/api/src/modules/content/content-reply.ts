import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TaggedCache } from '../../lib/tagged-cache.ts';
import type { ContentAnswer } from './content.service.ts';

/** A content reply as kept between requests: the bytes, their ETag and purge keys, compressed once. */
export interface CachedReply {
  status: number;
  body: string;
  etag: string;
  surrogateKey: string;
  cacheTag: string;
  contentType: string;
  /** The `Location` of a 301. */
  location?: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** Replies shorter than this go uncompressed (the global threshold of server.ts). */
const COMPRESS_FROM = 1024;

const JSON_TYPE = 'application/json; charset=utf-8';

/** A strong ETag of the bytes: the same reply has the same tag on every instance, whatever the key. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether If-None-Match names this ETag (or `*`); weak forms match too, as for a GET they may. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

export function toCachedReply(answer: ContentAnswer): CachedReply {
  const body = answer.contentType === undefined ? JSON.stringify(answer.body) : String(answer.body);
  return {
    status: answer.status,
    body,
    etag: etagOf(body),
    surrogateKey: answer.tags.join(' '),
    cacheTag: answer.tags.join(','),
    contentType: answer.contentType ?? JSON_TYPE,
    ...(answer.location === undefined ? {} : { location: answer.location }),
  };
}

/**
 * A 301's address with the request's `?key=` added back: the cached reply is the same for every
 * key, so the key is never part of it, yet a client that sent it in the query follows with it.
 */
function withContentKey(req: FastifyRequest, location: string): string {
  const key = (req.query as { key?: unknown } | undefined)?.key;
  if (typeof key !== 'string' || key === '') return location;
  return `${location}${location.includes('?') ? '&' : '?'}key=${encodeURIComponent(key)}`;
}

/** br or gzip as the client accepts them (br first, as the rest of the server), for a long enough body. */
function encode(req: FastifyRequest, entry: CachedReply): { encoding: string; bytes: Buffer } | undefined {
  if (entry.body.length < COMPRESS_FROM) return undefined;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    entry.br ??= brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { encoding: 'br', bytes: entry.br };
  }
  if (/\bgzip\b/.test(accepted)) {
    entry.gzip ??= gzipSync(entry.body);
    return { encoding: 'gzip', bytes: entry.gzip };
  }
  return undefined;
}

/** The computations under way, per cache: requests that miss together wait for one. */
const inflight = new WeakMap<object, Map<string, { mark: number; reply: Promise<CachedReply> }>>();

/**
 * Computes a reply and keeps it. Requests that miss the same key at the same time (after a change
 * dropped a busy list page) share one computation instead of each asking the database, as long as
 * no change was heard since it started.
 */
function computeOnce(
  cache: TaggedCache<CachedReply> | undefined,
  cacheKey: string,
  compute: () => Promise<ContentAnswer>,
): Promise<CachedReply> {
  const run = async (mark: number) => {
    const answer = await compute();
    const entry = toCachedReply(answer);
    cache?.set(cacheKey, entry, answer.tags, mark);
    return entry;
  };
  if (!cache) return run(0);
  let running = inflight.get(cache);
  if (!running) {
    running = new Map();
    inflight.set(cache, running);
  }
  const mark = cache.mark();
  const shared = running.get(cacheKey);
  if (shared && shared.mark === mark) return shared.reply;
  const reply = run(mark).finally(() => {
    if (running.get(cacheKey)?.reply === reply) running.delete(cacheKey);
  });
  running.set(cacheKey, { mark, reply });
  return reply;
}

/**
 * Answers a content call from the cache of this instance, or computes, keeps and answers it: the
 * CDN's headers (docs/api.md, "Content API": Cache-Control, ETag, Surrogate-Key, Cache-Tag, Vary),
 * a bodiless 304 for a matching If-None-Match, and br/gzip compressed once per cached reply.
 */
export async function sendContent(
  req: FastifyRequest,
  reply: FastifyReply,
  options: {
    cache: TaggedCache<CachedReply> | undefined;
    cacheKey: string;
    cacheControl: string;
    compute: () => Promise<ContentAnswer>;
  },
): Promise<FastifyReply> {
  const { cache, cacheKey } = options;
  const entry = cache?.get(cacheKey) ?? (await computeOnce(cache, cacheKey, options.compute));
  reply
    .header('etag', entry.etag)
    .header('cache-control', options.cacheControl)
    .header('surrogate-key', entry.surrogateKey)
    .header('cache-tag', entry.cacheTag)
    .header('vary', 'Accept-Encoding');
  if (entry.status === 200 && matchesEtag(req.headers['if-none-match'], entry.etag)) {
    return reply.status(304).send();
  }
  reply.status(entry.status).type(entry.contentType);
  if (entry.location !== undefined) reply.header('location', withContentKey(req, entry.location));
  const encoded = encode(req, entry);
  if (!encoded) return reply.send(entry.body);
  return reply.header('content-encoding', encoded.encoding).send(encoded.bytes);
}
