import { hash, verify } from '@node-rs/argon2';

// 2 is Algorithm.Argon2id, a const enum that isolated modules cannot read.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashes a password with argon2id (OWASP parameters). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown e-mail) it still does the work
 * of a verification, so the reply time does not tell whether the e-mail exists.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
