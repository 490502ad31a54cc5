import { Alert, Anchor, Button, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { LOGIN_TWO_FACTOR, type TwoFactorSetup } from '@newsroom/shared';
import { IconArrowLeft, IconShieldCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { RecoveryCodesPanel } from './RecoveryCodesPanel.tsx';
import { TwoFactorSetupPanel } from './TwoFactorSetupPanel.tsx';

interface CodeStepProps {
  /** Sends the code; resolves when the step is over, rejects with the message to show. */
  onSubmit: (code: string) => Promise<void>;
  onBack: () => void;
}

/** Asks for a 6-digit code of the authenticator app, or a recovery code. */
export function CodeStep({ onSubmit, onBack }: CodeStepProps) {
  const [code, setCode] = useState('');
  const { failure, submitting, submit } = useCodeSubmit(onSubmit);

  return (
    <form onSubmit={(e) => submit(e, code)} aria-label={LOGIN_TWO_FACTOR.title} noValidate>
      <Stack>
        <StepTitle title={LOGIN_TWO_FACTOR.title} />
        <Text size="sm" c="dimmed">
          {LOGIN_TWO_FACTOR.lead}
        </Text>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label={LOGIN_TWO_FACTOR.codeLabel}
          description={LOGIN_TWO_FACTOR.codeDescription}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={32}
          autoFocus
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.1em' } }}
        />
        <Button type="submit" fullWidth loading={submitting} leftSection={<IconShieldCheck size={16} />}>
          {LOGIN_TWO_FACTOR.submit}
        </Button>
        <BackLink onBack={onBack} />
      </Stack>
    </form>
  );
}

interface SetupStepProps extends CodeStepProps {
  /** The secret to scan, null while it is being made. */
  setup: TwoFactorSetup | null;
}

/** A user whose role requires a second factor sets it up: the QR code, the secret and the first code. */
export function SetupStep({ setup, onSubmit, onBack }: SetupStepProps) {
  const [code, setCode] = useState('');
  const { failure, submitting, submit } = useCodeSubmit(onSubmit);

  return (
    <form onSubmit={(e) => submit(e, code)} aria-label={LOGIN_TWO_FACTOR.setupTitle} noValidate>
      <Stack>
        <StepTitle title={LOGIN_TWO_FACTOR.setupTitle} />
        <Text size="sm" c="dimmed">
          {LOGIN_TWO_FACTOR.setupLead}
        </Text>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        {setup ? (
          <TwoFactorSetupPanel setup={setup} code={code} onCodeChange={setCode} autoFocus />
        ) : (
          <Stack gap="xs" aria-busy="true" aria-label={LOGIN_TWO_FACTOR.setupLoading}>
            <Skeleton height={192} width={192} />
            <Skeleton height={36} />
          </Stack>
        )}
        <Button
          type="submit"
          fullWidth
          loading={submitting}
          disabled={!setup}
          leftSection={<IconShieldCheck size={16} />}
        >
          {LOGIN_TWO_FACTOR.setupSubmit}
        </Button>
        <BackLink onBack={onBack} />
      </Stack>
    </form>
  );
}

/** The recovery codes of a set-up that just finished, then 'Tovább' into the app. */
export function RecoveryStep({ codes, onContinue }: { codes: string[]; onContinue: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Stack>
      <StepTitle title={LOGIN_TWO_FACTOR.recoveryTitle} />
      <RecoveryCodesPanel codes={codes} />
      <Button
        fullWidth
        loading={busy}
        onClick={() => {
          setBusy(true);
          void onContinue().finally(() => setBusy(false));
        }}
      >
        {LOGIN_TWO_FACTOR.continue}
      </Button>
    </Stack>
  );
}

function StepTitle({ title }: { title: string }) {
  return (
    <Title order={2} size="h4">
      {title}
    </Title>
  );
}

function BackLink({ onBack }: { onBack: () => void }) {
  return (
    <Anchor component="button" type="button" size="sm" onClick={onBack} ta="center">
      <IconArrowLeft size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} aria-hidden />
      {LOGIN_TWO_FACTOR.back}
    </Anchor>
  );
}

/** A code form's sending state: empty codes are refused here, the server's refusal is shown. */
function useCodeSubmit(onSubmit: (code: string) => Promise<void>) {
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent, code: string) {
    event.preventDefault();
    if (submitting) return;
    const trimmed = code.trim();
    if (!trimmed) {
      setFailure(LOGIN_TWO_FACTOR.codeRequired);
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      await onSubmit(trimmed);
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setSubmitting(false);
    }
  }

  return { failure, submitting, submit };
}
