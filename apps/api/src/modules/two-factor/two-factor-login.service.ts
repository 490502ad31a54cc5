import { TWO_FACTOR_MESSAGES, type TwoFactorSetup } from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { LoginThrottle } from '../../lib/login-throttle.ts';
import { hashToken } from '../../lib/tokens.ts';
import { inTransaction } from '../../lib/transaction.ts';
import {
  actorOf,
  checkThrottle,
  endLoginChallenge,
  failSignIn,
  findLoginChallenge,
  type OpenedSession,
  openSession,
  realSleep,
  type Sleep,
} from '../session/sign-in-steps.service.ts';
import type { ClientInfo } from '../session/user-agent.ts';
import {
  checkSecondFactor,
  confirmTwoFactorSetup,
  startTwoFactorSetup,
  twoFactorUserOf,
} from './two-factor-codes.service.ts';
import type { TotpSecrets } from './two-factor-secrets.service.ts';

/**
 * The second half of a sign-in: the challenge POST /api/login answered (modules/session) is
 * completed with a second-factor code, or first used to set the second factor up.
 */

const challengeExpired = () => new AppError('UNAUTHORIZED', TWO_FACTOR_MESSAGES.challengeExpired);

/**
 * POST /api/login/two-factor/setup: for a challenge of a user who must set up a second factor, a
 * new pending secret and its QR code (the challenge stays good for the code that confirms it).
 */
export async function startLoginTwoFactorSetup(
  db: Db,
  secrets: TotpSecrets,
  challenge: string,
): Promise<TwoFactorSetup> {
  return inTransaction(db, async (tx) => {
    const found = await findLoginChallenge(tx, hashToken(challenge), new Date(), true);
    if (!found) throw challengeExpired();
    if (!found.setup) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.alreadyEnabled);
    return startTwoFactorSetup(tx, secrets, found.user);
  });
}

export interface LoginTwoFactorInput extends ClientInfo {
  challenge: string;
  code: string;
}

type CodeOutcome =
  | { kind: 'signedIn'; session: OpenedSession; recoveryCodes?: string[] }
  | { kind: 'invalid' }
  | { kind: 'expired' }
  | { kind: 'noPending' };

/**
 * POST /api/login/two-factor: the second step of a sign-in. A current code (or an unused recovery
 * code) opens the session and uses the challenge up; for a set-up challenge, a code of the pending
 * secret turns the second factor on and the reply carries the new recovery codes. Wrong codes count
 * toward the login throttle like wrong passwords.
 */
export async function completeLoginTwoFactor(
  db: Db,
  throttle: LoginThrottle,
  secrets: TotpSecrets,
  input: LoginTwoFactorInput,
  sleep: Sleep = realSleep,
): Promise<OpenedSession & { recovery_codes?: string[] }> {
  const challengeHash = hashToken(input.challenge);
  const pending = await findLoginChallenge(db, challengeHash, new Date());
  if (!pending) throw challengeExpired();
  const { user } = pending;
  await checkThrottle(throttle, user.email, input.address);

  const outcome = await inTransaction(db, async (tx): Promise<CodeOutcome> => {
    // Locked until the end of the transaction: a second request with it waits, then finds it gone.
    const found = await findLoginChallenge(tx, challengeHash, new Date(), true);
    if (!found) return { kind: 'expired' };
    let recoveryCodes: string[] | undefined;
    let check: 'ok' | 'invalid' | 'notEnabled' | undefined;
    if (found.setup) {
      const confirmed = await confirmTwoFactorSetup(
        tx,
        secrets,
        twoFactorUserOf(found.user),
        input.code,
        actorOf(user),
      );
      if (confirmed.kind === 'enabled') recoveryCodes = confirmed.recoveryCodes;
      else if (confirmed.kind === 'noPending') return { kind: 'noPending' };
      else if (confirmed.kind === 'invalid') return { kind: 'invalid' };
      // Turned on meanwhile (another sign-in set it up): a code of it will do.
      else check = await checkSecondFactor(tx, secrets, user.id, input.code);
    } else {
      check = await checkSecondFactor(tx, secrets, user.id, input.code);
    }
    if (check === 'notEnabled') return { kind: 'expired' };
    if (check === 'invalid') return { kind: 'invalid' };
    await endLoginChallenge(tx, found.id);
    const session = await openSession(tx, user, found.remember, input);
    return { kind: 'signedIn', session, ...(recoveryCodes ? { recoveryCodes } : {}) };
  });

  switch (outcome.kind) {
    case 'expired':
      throw challengeExpired();
    case 'noPending':
      throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.setupFirst);
    case 'invalid':
      await failSignIn(db, throttle, sleep, user.email, input.address, actorOf(user));
      throw new AppError('UNAUTHORIZED', TWO_FACTOR_MESSAGES.invalidCode);
    case 'signedIn':
      await throttle.succeed(user.email, input.address);
      return outcome.recoveryCodes
        ? { ...outcome.session, recovery_codes: outcome.recoveryCodes }
        : outcome.session;
  }
}
