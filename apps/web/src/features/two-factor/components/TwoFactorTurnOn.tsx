import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { ACCOUNT_TWO_FACTOR, type TwoFactorSetup } from '@newsroom/shared';
import { IconShieldCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { showError, showSuccess } from '../../../lib/messages.ts';
import { useEnableTwoFactor, useStartTwoFactorSetup, useTwoFactorStatus } from '../api/two-factor.ts';
import { refusal } from '../refusal.ts';
import { TwoFactorSetupPanel } from './TwoFactorSetupPanel.tsx';

/** Off: 'Bekapcsolás' starts a set-up; a code of the new secret turns it on. */
export function TwoFactorTurnOn({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const start = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { data: status } = useTwoFactorStatus();

  function begin() {
    start.mutate(undefined, {
      onSuccess: (next) => {
        setSetup(next);
        setCode('');
        setError(null);
      },
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setError(ACCOUNT_TWO_FACTOR.codeRequired);
      return;
    }
    enable.mutate(code.trim(), {
      onSuccess: (reply) => {
        showSuccess(reply.message || ACCOUNT_TWO_FACTOR.enabledFallback);
        onEnabled(reply.data.recovery_codes);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 401) return;
        const message = refusal(err, 'code');
        setError(message);
        showError(message);
      },
    });
  }

  if (!setup) {
    return (
      <Stack gap="md" align="flex-start">
        <Text size="sm">{ACCOUNT_TWO_FACTOR.offLead}</Text>
        {status?.required ? (
          <Alert color="yellow" variant="light" py="xs">
            {ACCOUNT_TWO_FACTOR.requiredLead}
          </Alert>
        ) : null}
        <Button
          leftSection={<IconShieldCheck size={16} aria-hidden />}
          onClick={begin}
          loading={start.isPending}
        >
          {ACCOUNT_TWO_FACTOR.turnOn}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={ACCOUNT_TWO_FACTOR.turnOn}>
      <Stack gap="md">
        <Text size="sm">{ACCOUNT_TWO_FACTOR.setupLead}</Text>
        <TwoFactorSetupPanel
          setup={setup}
          code={code}
          onCodeChange={(value) => {
            setCode(value);
            setError(null);
          }}
          error={error}
          autoFocus
        />
        <Group gap="sm">
          <Button type="submit" loading={enable.isPending}>
            {ACCOUNT_TWO_FACTOR.turnOnSubmit}
          </Button>
          <Button variant="default" onClick={() => setSetup(null)} disabled={enable.isPending}>
            {ACCOUNT_TWO_FACTOR.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
