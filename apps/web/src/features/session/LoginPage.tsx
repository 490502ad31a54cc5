import {
  Alert,
  Box,
  Button,
  Center,
  Checkbox,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  LOGIN,
  type LoginChallengeReply,
  type LoginReply,
  paths,
  SESSION_MESSAGES,
  SHELL,
  settingValue,
} from '@newsroom/shared';
import { IconLock, IconNews } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { clearMessages, showError } from '../../lib/messages.ts';
import { openedWithoutSession, sessionStore } from '../../lib/session.ts';
import { appSettingsQuery } from '../../lib/settings.ts';
import { currentUserQuery } from './api/current-user.ts';
import { login, needsSecondFactor } from './api/login.ts';
import classes from './LoginPage.module.css';

/** Accepts only a path on this site, so `fwd` cannot send the user elsewhere. */
function safeLocalPath(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}

/** Opening a page without a session reminds the user once per page load (docs/product.md). */
let reminderShown = false;

/**
 * The second step of a sign-in, for a user with a second factor (its code) or one whose role
 * requires a second factor not yet set up (the set-up, then the recovery codes): the two-factor
 * feature brings it, app/routes/login.tsx puts it in. It shows inside the login card.
 */
export interface SecondStepProps {
  /** POST /api/login's answer: the challenge, and whether the second factor is set up first. */
  challenge: LoginChallengeReply;
  /** The token is in hand: the app takes over, on the page the user asked for. */
  onSignedIn: (reply: LoginReply) => Promise<void>;
  /** Back to the password, saying why when there is a message (an expired challenge). */
  onRestart: (message?: string) => void;
}

/** Where the sign-in stands: the password, then (for a user with a second factor) the second step. */
type Step = { kind: 'password' } | { kind: 'second'; challenge: LoginChallengeReply };

/** The login screen, shown instead of the whole app while nobody is signed in. */
export default function LoginPage({
  secondStep: SecondStep,
}: {
  secondStep: ComponentType<SecondStepProps>;
}) {
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
    if (location.pathname !== paths.home.path) showError(SESSION_MESSAGES.signInToContinue);
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
    if (location.pathname === paths.home.path) {
      const fwd = safeLocalPath(new URLSearchParams(location.search).get('fwd'));
      const configured = safeLocalPath(settingValue(settings, 'REDIRECT_AFTER_LOGIN'));
      navigate(fwd ?? configured ?? paths.home.href(), { replace: true });
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
        setStep({ kind: 'second', challenge: reply });
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

  return (
    <Center className={classes.page}>
      {/* The set-up of a second factor (and the recovery codes after it) takes a wider card. */}
      <Box w="100%" maw={step.kind === 'second' && step.challenge.two_factor_setup ? 520 : 400} px="md">
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
          {step.kind === 'second' ? (
            <SecondStep
              key={step.challenge.challenge}
              challenge={step.challenge}
              onSignedIn={finishSignIn}
              onRestart={restart}
            />
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
