import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  isSealed,
  newSecretsKeyText,
  openSecret,
  parseSecretsKey,
  SealedSecretError,
  type SecretsKey,
  sealedKeyId,
  sealSecret,
  secretsKeyOf,
} from './sealed-secrets.ts';

const key = secretsKeyOf(randomBytes(32));
const other = secretsKeyOf(randomBytes(32));
const only = (k: SecretsKey) => (id: string) => (id === k.id ? k : undefined);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The failure of opening `sealed`, or undefined when it opens. */
function failureOf(sealed: string, keyFor = only(key), context = 'u:1') {
  try {
    openSecret(sealed, keyFor, context);
    return undefined;
  } catch (err) {
    expect(err).toBeInstanceOf(SealedSecretError);
    return (err as SealedSecretError).failure;
  }
}

/** `sealed` with one byte of its payload (IV, tag or ciphertext, by offset) flipped. */
function flipped(sealed: string, offset: number): string {
  const [version, id, payload] = sealed.split(':');
  const bytes = Buffer.from(payload ?? '', 'base64');
  bytes[offset] = (bytes[offset] ?? 0) ^ 0x01;
  return `${version}:${id}:${bytes.toString('base64')}`;
}

describe('sealing a secret', () => {
  it('answers v1:<key id>:<base64> that opens to the secret, with a fresh IV each time', () => {
    const sealed = sealSecret(SECRET, key, 'u:1');
    expect(sealed).toMatch(/^v1:[0-9a-f]{8}:[A-Za-z0-9+/]+=*$/);
    expect(sealedKeyId(sealed)).toBe(key.id);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain(SECRET);
    // IV (12) + tag (16) + one byte per character of the secret.
    expect(Buffer.from(sealed.split(':')[2] ?? '', 'base64')).toHaveLength(12 + 16 + SECRET.length);
    expect(openSecret(sealed, only(key), 'u:1')).toBe(SECRET);

    const again = sealSecret(SECRET, key, 'u:1');
    expect(again).not.toBe(sealed);
    expect(again.split(':')[2]?.slice(0, 16)).not.toBe(sealed.split(':')[2]?.slice(0, 16));
    expect(openSecret(again, only(key), 'u:1')).toBe(SECRET);
  });

  it('refuses a value changed anywhere: IV, tag, ciphertext, or its key id', () => {
    const sealed = sealSecret(SECRET, key, 'u:1');
    for (const offset of [0, 11, 12, 27, 28, 12 + 16 + SECRET.length - 1]) {
      expect(failureOf(flipped(sealed, offset)), `byte ${offset}`).toBe('damaged');
    }
    const shortened = `v1:${key.id}:${Buffer.from(sealed.split(':')[2] ?? '', 'base64')
      .subarray(0, 20)
      .toString('base64')}`;
    expect(failureOf(shortened)).toBe('damaged');
    expect(failureOf(`${sealed}x`)).toBe('damaged');
    expect(failureOf('v1:only-two')).toBe('damaged');
    // The key id is bound too: the right key under another id does not open it.
    const renamed = sealed.replace(key.id, 'abcdef01');
    expect(failureOf(renamed, () => key)).toBe('unknownKey');
    expect(failureOf(renamed, () => ({ id: 'abcdef01', key: key.key }))).toBe('damaged');
  });

  it('refuses another key, a missing key, and another context', () => {
    const sealed = sealSecret(SECRET, key, 'u:1');
    expect(failureOf(sealed, only(other))).toBe('unknownKey');
    expect(failureOf(sealed, () => undefined)).toBe('unknownKey');
    // A wrong key that claims the id is still refused by the tag.
    expect(failureOf(sealed, () => ({ id: key.id, key: other.key }))).toBe('damaged');
    // Moved to another user's row.
    expect(failureOf(sealed, only(key), 'u:2')).toBe('damaged');
    expect(failureOf(sealed)).toBeUndefined();
  });

  it('tells a later version and a plain value from a sealed one', () => {
    expect(failureOf(`v2:${key.id}:AAAA`)).toBe('unsupported');
    expect(isSealed(SECRET)).toBe(false);
    expect(sealedKeyId(SECRET)).toBeUndefined();
    expect(failureOf(SECRET)).toBe('damaged');
  });
});

describe('keys', () => {
  it('reads 64 hexadecimal digits or 32 bytes of base64 (standard or URL-safe, padded or not)', () => {
    const bytes = randomBytes(32);
    for (const text of [
      bytes.toString('hex'),
      bytes.toString('hex').toUpperCase(),
      bytes.toString('base64'),
      bytes.toString('base64url'),
      ` ${bytes.toString('base64')}\n`,
    ]) {
      expect(parseSecretsKey(text)?.equals(bytes), text).toBe(true);
    }
    const made = newSecretsKeyText();
    expect(made).toHaveLength(43);
    expect(parseSecretsKey(made)).toHaveLength(32);
  });

  it('refuses anything else', () => {
    for (const text of [
      '',
      'titok',
      randomBytes(31).toString('hex'),
      randomBytes(33).toString('hex'),
      randomBytes(16).toString('base64'),
      randomBytes(48).toString('base64'),
      `${randomBytes(31).toString('hex')}zz`,
    ]) {
      expect(parseSecretsKey(text), text).toBeUndefined();
    }
    expect(() => secretsKeyOf(randomBytes(16))).toThrow();
  });

  it('names a key by a fingerprint that is the same for the same key and differs between keys', () => {
    const bytes = randomBytes(32);
    expect(secretsKeyOf(Buffer.from(bytes)).id).toBe(secretsKeyOf(bytes).id);
    expect(secretsKeyOf(bytes).id).toMatch(/^[0-9a-f]{8}$/);
    expect(key.id).not.toBe(other.id);
  });
});
