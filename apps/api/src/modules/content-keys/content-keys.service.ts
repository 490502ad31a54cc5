import { createHash, randomBytes } from 'node:crypto';
import {
  CONTENT_MESSAGES,
  type ContentKey,
  INTEGRATION_MESSAGES,
  type NewContentKey,
  type SessionUser,
  SITE_CONTENT_KEY_NAME,
} from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import type { BatchedRateLimiter } from '../../lib/batched-rate-limit.ts';
import type { ContentChanges } from '../../lib/content-changes.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { findSecret, saveSecret } from '../app/secrets.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  findContentKeyById,
  findContentKeys,
  findUsableKeyId,
  insertContentKey,
  revokeContentKeyRow,
  touchContentKey,
} from './content-keys.repo.ts';

/**
 * Content keys: what the public site reads the content API with. A key is 32 random bytes; only
 * its SHA-256 is stored, and the key is answered once, when it is made. Like Ghost's Content API
 * key it only reads what readers see anyway, so it may sit in a browser.
 */

const KEY_PREFIX = 'nrc_';
/** How often a key's last use is written, per instance. */
const TOUCH_INTERVAL_MS = 60_000;

export const hashContentKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Makes a key and stores its row (its hash and prefix), in `tx`; `createdBy` null: the server's own. */
async function insertNewKey(tx: Db, name: string, createdBy: number | null): Promise<NewContentKey> {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await insertContentKey(tx, {
    name,
    keyHash: hashContentKey(key),
    keyPrefix: key.slice(0, KEY_PREFIX.length + 6),
    createdBy,
  });
  await recordAudit(tx, { entity: 'content_key', entityId: row.id, action: 'create', label: name });
  return { ...row, key };
}

export function createContentKey(db: Db, user: SessionUser, name: string): Promise<NewContentKey> {
  return inTransaction(db, (tx) => insertNewKey(tx, name, user.id));
}

/** Where the embedded reader site's key is kept (app_secrets): the site needs the key itself. */
const SITE_KEY_SECRET = 'site_content_key';

/**
 * The content key of the embedded reader site (apps/site), made at the first start: a key like any
 * other (listed by its name, SITE_CONTENT_KEY_NAME, and prefix; revocable), whose raw value the
 * server keeps in app_secrets to hand to the site it starts. The kept key while its row is usable;
 * a new one, kept instead, once an administrator revoked it or its row is gone. main.ts calls it
 * under the start-up lock, so instances starting together make one key.
 */
export async function ensureSiteContentKey(db: Db): Promise<string> {
  return inTransaction(db, async (tx) => {
    const kept = await findSecret(tx, SITE_KEY_SECRET);
    if (kept !== undefined && (await findUsableKeyId(tx, hashContentKey(kept))) !== undefined) return kept;
    const { key } = await insertNewKey(tx, SITE_CONTENT_KEY_NAME, null);
    await saveSecret(tx, SITE_KEY_SECRET, key);
    return key;
  });
}

export function listContentKeys(db: Db): Promise<ContentKey[]> {
  return findContentKeys(db);
}

/** Revokes a key at once on every instance (the notification of revokeContentKeyRow). */
export async function revokeContentKey(db: Db, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const row = await revokeContentKeyRow(tx, id);
    if (!row) {
      if (await findContentKeyById(tx, id)) return; // already revoked: nothing to do
      throw notFound(INTEGRATION_MESSAGES.keyNotFound);
    }
    await recordAudit(tx, { entity: 'content_key', entityId: id, action: 'delete', label: row.name });
  });
}

/**
 * Checks the key of a content call: 401 when missing, unknown or revoked, 429 past the key's limit
 * (shared by every instance: lib/rate-limit.ts). Known keys are kept in memory until a revocation
 * is heard; while nothing is heard (lib/content-changes.ts) every call asks the database.
 */
export class ContentKeyVerifier {
  private readonly known = new Map<string, number | null>();
  private readonly touched = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly changes: ContentChanges,
    private readonly limiter: BatchedRateLimiter,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {
    changes.subscribe((keys) => {
      if (keys.includes('content-keys') || keys.includes('*')) this.known.clear();
    });
  }

  /** The id of the key (query `key` or header X-Content-Key), counted against its limit. */
  async verify(key: string | undefined): Promise<number> {
    if (!key) throw new AppError('UNAUTHORIZED', CONTENT_MESSAGES.keyMissing);
    const hash = hashContentKey(key);
    let id = this.changes.listening ? this.known.get(hash) : undefined;
    if (id === undefined) {
      const seq = this.changes.seq;
      id = (await findUsableKeyId(this.db, hash)) ?? null;
      if (this.changes.listening && this.changes.seq === seq) {
        if (this.known.size > 10_000) this.known.clear();
        this.known.set(hash, id);
      }
    }
    if (id === null) throw new AppError('UNAUTHORIZED', CONTENT_MESSAGES.keyUnknown);
    this.limiter.hit(`key:${id}`);
    this.touch(id);
    return id;
  }

  /** Writes the key's last use at most once a minute, never holding the request. */
  private touch(id: number): void {
    const now = Date.now();
    if (now - (this.touched.get(id) ?? 0) < TOUCH_INTERVAL_MS) return;
    this.touched.set(id, now);
    touchContentKey(this.db, id, new Date(now)).catch((err) =>
      this.log.warn({ err }, 'content key last use not written'),
    );
  }
}
