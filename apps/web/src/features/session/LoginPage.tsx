import {
  Alert,
  Box,
  Button,
  Center,
  Checkbox,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  LOGIN,
  type LoginReply,
  SESSION_MESSAGES,
  SHELL,
  settingValue,
  TWO_FACTOR_MESSAGES,
  type TwoFactorSetup,
} from '@newsroom/shared';
import { IconLock, IconNews } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { clearMessages, showError } from '../../lib/messages.ts';
import { openedWithoutSession, sessionStore } from '../../lib/session.ts';
import { appSettingsQuery } from '../../lib/settings.ts';
import { currentUserQuery } from './api/current-user.ts';
import { login, needsSecondFactor } from './api/login.ts';
import { loginWithCode, startLoginSetup } from './api/login-two-factor.ts';
import classes from './LoginPage.module.css';

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
const steps = () => import('./components/SecondFactorSteps.tsx');
const CodeStep = lazyStep(() => steps().then((m) => m.CodeStep));
const SetupStep = lazyStep(() => steps().then((m) => m.SetupStep));
const RecoveryStep = lazyStep(() => steps().then((m) => m.RecoveryStep));

/** Accepts only a path on this site, so `fwd` cannot send the user elsewhere. */
function safeLocalPath(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}

/** Opening a page without a session reminds the user once per page load (docs/product.md). */
let reminderShown = false;

/**
 * Where the sign-in stands: the password; then, for a user with a second factor, its code; for one
 * whose role requires a second factor not yet set up, the set-up and then the recovery codes.
 */
type Step =
  | { kind: 'password' }
  | { kind: 'code'; challenge: string }
  | { kind: 'setup'; challenge: string; setup: TwoFactorSetup | null }
  | { kind: 'recovery'; reply: LoginReply; codes: string[] };

/** The login screen, shown instead of the whole app while nobody is signed in. */
export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (reminderShown || !openedWithoutSession) return;
    reminderShown = true;
    if (location.pathname !== '/') showError(SESSION_MESSAGES.signInToContinue);
  }, [location.pathname]);

  const [step, setStep] = useState<Step>({ kind: 'password' });

  /** The token is in hand: the app takes over, on the page the user asked for. */
  async function finishSignIn(reply: LoginReply) {
    // Clear the sign-in reminder before the app mounts, so its own messages are not wiped.
    clearMessages();
    sessionStore.set({ token: reply.access_token, isLoggingOut: false });
    const [user, settings] = await Promise.all([
      queryClient.fetchQuery(currentUserQuery),
      queryClient.fetchQuery(appSettingsQuery).catch(() => undefined),
    ]);
    sessionStore.set({ user });
    if (location.pathname === '/') {
      const fwd = safeLocalPath(new URLSearchParams(location.search).get('fwd'));
      const configured = safeLocalPath(settingValue(settings, 'REDIRECT_AFTER_LOGIN'));
      navigate(fwd ?? configured ?? '/', { replace: true });
    }
  }

  /** Back to the password, saying why (an expired challenge). */
  function restart(message?: string) {
    setStep({ kind: 'password' });
    setPassword('');
    setFailure(message ?? null);
    if (message) showError(message);
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const reply = await login({ email, password, remember });
      if (needsSecondFactor(reply)) {
        clearMessages();
        if (reply.two_factor_setup) {
          setStep({ kind: 'setup', challenge: reply.challenge, setup: null });
          void loadSetup(reply.challenge);
        } else {
          setStep({ kind: 'code', challenge: reply.challenge });
        }
        return;
      }
      await finishSignIn(reply);
    } catch (err) {
      sessionStore.clear();
      const message =
        err instanceof ApiError && err.status !== 401 ? err.message : SESSION_MESSAGES.loginFailed;
      setFailure(message);
      showError(message);
    } finally {
      setSubmitting(false);
    }
  }

  /** The secret to scan for a user who must set up a second factor. */
  async function loadSetup(challenge: string) {
    try {
      const setup = await startLoginSetup(challenge);
      setStep((current) =>
        current.kind === 'setup' && current.challenge === challenge ? { ...current, setup } : current,
      );
    } catch (err) {
      restart(err instanceof ApiError ? err.message : TWO_FACTOR_MESSAGES.challengeExpired);
    }
  }

  /** The second step: a code for the challenge. Rejects with the message to show on the step. */
  async function submitCode(challenge: string, code: string) {
    try {
      const reply = await loginWithCode({ challenge, code });
      if (reply.recovery_codes?.length) {
        setStep({ kind: 'recovery', reply, codes: reply.recovery_codes });
        return;
      }
      await finishSignIn(reply);
    } catch (err) {
      sessionStore.clear();
      const message = err instanceof ApiError ? err.message : SESSION_MESSAGES.loginFailed;
      if (message === TWO_FACTOR_MESSAGES.challengeExpired) {
        restart(message);
        return;
      }
      showError(message);
      throw new Error(message);
    }
  }

  async function continueAfterRecovery(reply: LoginReply) {
    try {
      await finishSignIn(reply);
    } catch (err) {
      sessionStore.clear();
      restart(err instanceof ApiError ? err.message : SESSION_MESSAGES.loginFailed);
    }
  }

  return (
    <Center className={classes.page}>
      <Box w="100%" maw={step.kind === 'setup' || step.kind === 'recovery' ? 520 : 400} px="md">
        <Stack align="center" gap={4} mb="lg">
          <IconNews size={44} stroke={1.5} color="var(--mantine-color-blue-6)" aria-hidden />
          <Title order={1} size="h2">
            {SHELL.productName}
          </Title>
          <Text c="dimmed" size="sm">
            {LOGIN.subtitle}
          </Text>
        </Stack>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          {step.kind === 'code' ? (
            <CodeStep onSubmit={(code) => submitCode(step.challenge, code)} onBack={() => restart()} />
          ) : step.kind === 'setup' ? (
            <SetupStep
              setup={step.setup}
              onSubmit={(code) => submitCode(step.challenge, code)}
              onBack={() => restart()}
            />
          ) : step.kind === 'recovery' ? (
            <RecoveryStep codes={step.codes} onContinue={() => continueAfterRecovery(step.reply)} />
          ) : (
            <form onSubmit={handleSubmit} aria-label={LOGIN.title} noValidate>
              <Stack>
                {failure && (
                  <Alert color="red" variant="light" role="alert">
                    {failure}
                  </Alert>
                )}
                <TextInput
                  label={LOGIN.emailLabel}
                  type="email"
                  autoComplete="username"
                  value={email}
                  onChange={(e) => setEmail(e.currentTarget.value)}
                  autoFocus
                />
                <PasswordInput
                  label={LOGIN.passwordLabel}
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                />
                <Checkbox
                  hidden
                  style={{ display: 'none' }}
                  label={LOGIN.rememberMe}
                  checked={remember}
                  onChange={(e) => setRemember(e.currentTarget.checked)}
                />
                <Button type="submit" fullWidth loading={submitting} leftSection={<IconLock size={16} />}>
                  {LOGIN.submit}
                </Button>
              </Stack>
            </form>
          )}
        </Paper>
        <Text ta="center" size="xs" c="dimmed" mt="lg">
          {SHELL.copyright(new Date().getFullYear())}
        </Text>
      </Box>
    </Center>
  );
}
