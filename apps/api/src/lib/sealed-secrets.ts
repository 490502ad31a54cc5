import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets kept sealed at rest (the second factor's TOTP secrets, modules/two-factor): AES-256-GCM
 * with a fresh random 12-byte IV per value and its 16-byte authentication tag, stored as text:
 *
 *   v1:<key id>:<base64 of IV | tag | ciphertext>
 *
 * The key id is a short fingerprint of the key that sealed the value, so that a reader knows which
 * key it needs (and a rotation which values are left to re-seal) without trying every key. The
 * version, the key id and a caller's context (e.g. the user the value belongs to) are the cipher's
 * additional data: a value moved to another row, or given another key id, does not open.
 */

/** A 256-bit key and its fingerprint. */
export interface SecretsKey {
  readonly id: string;
  readonly key: Buffer;
}

export const SEALED_VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const ALGORITHM = 'aes-256-gcm';

/** Why a sealed value does not open. */
export type SealedSecretFailure =
  /** Sealed with a key that was not given (another server's, or one rotated away). */
  | 'unknownKey'
  /** Changed since it was sealed, moved to another context, or not a sealed value at all. */
  | 'damaged'
  /** Of a later version of this format than this build reads. */
  | 'unsupported';

export class SealedSecretError extends Error {
  constructor(
    readonly failure: SealedSecretFailure,
    /** The id of the key the value names, when it names one. */
    readonly keyId: string | undefined,
  ) {
    super(`sealed secret does not open (${failure}${keyId ? `, key ${keyId}` : ''})`);
    this.name = 'SealedSecretError';
  }
}

/**
 * A key as written in SECRETS_KEY or kept in the database: 32 bytes as 64 hexadecimal digits or as
 * base64 (standard or URL-safe, padded or not); undefined when the text is not one.
 */
export function parseSecretsKey(text: string): Buffer | undefined {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return undefined;
  const key = Buffer.from(value, 'base64');
  return key.length === KEY_BYTES ? key : undefined;
}

/** A new random key, in the form the database keeps (URL-safe base64, 43 characters). */
export function newSecretsKeyText(): string {
  return randomBytes(KEY_BYTES).toString('base64url');
}

/** The key's fingerprint: 8 hexadecimal digits of a SHA-256 of it (it tells nothing of the key). */
export function secretsKeyOf(key: Buffer): SecretsKey {
  if (key.length !== KEY_BYTES) throw new Error(`a secrets key is ${KEY_BYTES} bytes, not ${key.length}`);
  const id = createHash('sha256').update('newsroom sealed secrets key id\0').update(key).digest('hex');
  return { id: id.slice(0, 8), key };
}

/** Whether a stored value is in a sealed form (any version); a plain TOTP secret is Base32 and never is. */
export function isSealed(value: string): boolean {
  return /^v\d+:/.test(value);
}

/** The id of the key that sealed a stored value; undefined when the value is not sealed. */
export function sealedKeyId(value: string): string | undefined {
  return isSealed(value) ? value.split(':')[1] : undefined;
}

function additionalData(keyId: string, context: string): Buffer {
  return Buffer.from(`${SEALED_VERSION}:${keyId}:${context}`, 'utf8');
}

/** Seals `plain` with `key`, bound to `context` (which opening must name again). */
export function sealSecret(plain: string, key: SecretsKey, context = ''): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key.key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(additionalData(key.id, context));
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const payload = Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64');
  return `${SEALED_VERSION}:${key.id}:${payload}`;
}

/**
 * Opens a sealed value with the key it names, which `keyFor` finds among the keys the caller has.
 * Throws SealedSecretError: 'unknownKey' when `keyFor` has none, 'damaged' when the value was
 * changed, moved to another context or is not sealed, 'unsupported' for a later version.
 */
export function openSecret(
  sealed: string,
  keyFor: (id: string) => SecretsKey | undefined,
  context = '',
): string {
  const parts = sealed.split(':');
  const [version, keyId, payload] = parts;
  if (parts.length !== 3 || version === undefined || keyId === undefined || payload === undefined) {
    throw new SealedSecretError('damaged', undefined);
  }
  if (version !== SEALED_VERSION)
    throw new SealedSecretError(isSealed(sealed) ? 'unsupported' : 'damaged', keyId);
  const key = keyFor(keyId);
  if (!key || key.id !== keyId) throw new SealedSecretError('unknownKey', keyId);
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length < IV_BYTES + TAG_BYTES || bytes.toString('base64') !== payload) {
    throw new SealedSecretError('damaged', keyId);
  }
  try {
    const decipher = createDecipheriv(ALGORITHM, key.key, bytes.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(additionalData(keyId, context));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new SealedSecretError('damaged', keyId);
  }
}
