import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@newsroom/shared';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * The second factor's mechanics (RFC 6238 TOTP through otplib, recovery codes); no database.
 * Authenticator apps' defaults: SHA-1, 6 digits, 30-second steps.
 */

/** The name an authenticator app shows next to the account. */
export const TOTP_ISSUER = 'Newsroom';
/** Seconds per TOTP time step. */
export const TOTP_PERIOD = 30;

/** A new TOTP secret: 20 random bytes, Base32 (what authenticator apps take). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function otpauthUrl(secret: string, email: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret });
}

/** The URI as a QR code, an SVG drawn here (no outside service sees the secret). */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** A TOTP code as typed: 6 digits, spaces ignored ("123 456"); null when it is not one. */
export function totpCodeOf(input: string): string | null {
  const code = input.replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

/**
 * The time step a TOTP code belongs to when it is one of the secret's codes within ±1 step of
 * `nowMs`, and later than `lastUsedStep` (so one code signs in once); null otherwise.
 */
export async function matchTotp(
  secret: string,
  code: string,
  lastUsedStep: number | null,
  nowMs: number = Date.now(),
): Promise<number | null> {
  const epoch = Math.floor(nowMs / 1000);
  const newestStep = Math.floor(epoch / TOTP_PERIOD) + 1;
  // Every step of the window is used up already (otplib refuses such an afterTimeStep).
  if (lastUsedStep !== null && lastUsedStep >= newestStep) return null;
  const result = await verify({
    secret,
    token: code,
    epoch,
    period: TOTP_PERIOD,
    epochTolerance: TOTP_PERIOD,
    ...(lastUsedStep !== null ? { afterTimeStep: lastUsedStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const RECOVERY_CODE_LENGTH = 10;

/** RECOVERY_CODE_COUNT new recovery codes as shown: 10 random Base32 characters, `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let code = '';
    for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) code += BASE32[randomInt(BASE32.length)];
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/**
 * A recovery code as typed, in the one form that is hashed: case, hyphens and spaces ignored; null
 * when it cannot be one.
 */
export function recoveryCodeOf(input: string): string | null {
  const code = input.replace(/[\s-]+/g, '').toLowerCase();
  return code.length === RECOVERY_CODE_LENGTH && /^[a-z2-7]+$/.test(code) ? code : null;
}

/** The only form in which a recovery code is stored (SHA-256, like an access token). */
export function hashRecoveryCode(code: string): string {
  const normal = recoveryCodeOf(code) ?? code;
  return createHash('sha256').update(normal).digest('hex');
}
