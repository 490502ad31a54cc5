import { Loader } from '@mantine/core';
import {
  type LoginChallengeReply,
  type LoginReply,
  SESSION_MESSAGES,
  TWO_FACTOR_MESSAGES,
  type TwoFactorSetup,
} from '@newsroom/shared';
import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { showError } from '../../../lib/messages.ts';
import { sessionStore } from '../../../lib/session.ts';
import { loginWithCode, startLoginSetup } from '../api/login-two-factor.ts';

// The second-factor steps (QR code, copy buttons, tooltips) load only for a user who needs them, so
// the login screen stays within its budget (scripts/check-web-budget.mjs).
function lazyStep<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Step = lazy(() => load().then((component) => ({ default: component })));
  return (props: P) => (
    <Suspense fallback={<Loader size="sm" mx="auto" display="block" />}>
      <Step {...props} />
    </Suspense>
  );
}
const steps = () => import('./SecondFactorSteps.tsx');
const CodeStep = lazyStep(() => steps().then((m) => m.CodeStep));
const SetupStep = lazyStep(() => steps().then((m) => m.SetupStep));
const RecoveryStep = lazyStep(() => steps().then((m) => m.RecoveryStep));

/**
 * Where the second step stands: for a user with a second factor, its code; for one whose role
 * requires a second factor not yet set up, the set-up and then the recovery codes.
 */
type Step =
  | { kind: 'code' }
  | { kind: 'setup'; setup: TwoFactorSetup | null }
  | { kind: 'recovery'; reply: LoginReply; codes: string[] };

export interface SecondFactorSignInProps {
  /** POST /api/login's answer: the challenge, and whether the second factor is set up first. */
  challenge: LoginChallengeReply;
  /** The token is in hand: the app takes over. */
  onSignedIn: (reply: LoginReply) => Promise<void>;
  /** Back to the password, saying why when there is a message (an expired challenge). */
  onRestart: (message?: string) => void;
}

/**
 * The second step of a sign-in, inside the login card (features/session/LoginPage.tsx shows it
 * after a right password; app/routes/login.tsx puts it in): a code, or the set-up of a second
 * factor that a role requires and then its recovery codes.
 */
export function SecondFactorSignIn({ challenge, onSignedIn, onRestart }: SecondFactorSignInProps) {
  const [step, setStep] = useState<Step>(() =>
    challenge.two_factor_setup ? { kind: 'setup', setup: null } : { kind: 'code' },
  );

  // The secret to scan for a user who must set up a second factor, asked for once per challenge (a
  // ref rather than the effect's clean-up, so that React's development double run asks only once).
  const setupAsked = useRef(false);
  useEffect(() => {
    if (!challenge.two_factor_setup || setupAsked.current) return;
    setupAsked.current = true;
    startLoginSetup(challenge.challenge).then(
      (setup) => setStep((current) => (current.kind === 'setup' ? { ...current, setup } : current)),
      (err: unknown) =>
        onRestart(err instanceof ApiError ? err.message : TWO_FACTOR_MESSAGES.challengeExpired),
    );
  }, [challenge, onRestart]);

  /** A code for the challenge. Rejects with the message to show on the step. */
  async function submitCode(code: string) {
    try {
      const reply = await loginWithCode({ challenge: challenge.challenge, code });
      if (reply.recovery_codes?.length) {
        setStep({ kind: 'recovery', reply, codes: reply.recovery_codes });
        return;
      }
      await onSignedIn(reply);
    } catch (err) {
      sessionStore.clear();
      const message = err instanceof ApiError ? err.message : SESSION_MESSAGES.loginFailed;
      if (message === TWO_FACTOR_MESSAGES.challengeExpired) {
        onRestart(message);
        return;
      }
      showError(message);
      throw new Error(message);
    }
  }

  async function continueAfterRecovery(reply: LoginReply) {
    try {
      await onSignedIn(reply);
    } catch (err) {
      sessionStore.clear();
      onRestart(err instanceof ApiError ? err.message : SESSION_MESSAGES.loginFailed);
    }
  }

  if (step.kind === 'code') return <CodeStep onSubmit={submitCode} onBack={() => onRestart()} />;
  if (step.kind === 'setup') {
    return <SetupStep setup={step.setup} onSubmit={submitCode} onBack={() => onRestart()} />;
  }
  return <RecoveryStep codes={step.codes} onContinue={() => continueAfterRecovery(step.reply)} />;
}
