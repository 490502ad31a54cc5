import { Button, Group, Paper, PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { ACCOUNT_TWO_FACTOR } from '@newsroom/shared';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { showError, showSuccess } from '../../../lib/messages.ts';
import { useDisableTwoFactor } from '../api/two-factor.ts';
import { refusal } from '../refusal.ts';

type Proof = 'code' | 'password';

/** Turning it off asks for a current code (or a recovery code) or the password. */
export function TwoFactorTurnOff({ onCancel }: { onCancel: () => void }) {
  const disable = useDisableTwoFactor();
  const [kind, setKind] = useState<Proof>('code');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!value.trim()) {
      setError(ACCOUNT_TWO_FACTOR.proofRequired);
      return;
    }
    const proof = kind === 'code' ? { code: value.trim() } : { password: value };
    disable.mutate(proof, {
      onSuccess: (reply) => showSuccess(reply.message || ACCOUNT_TWO_FACTOR.disabledFallback),
      onError: (err) => {
        if (err instanceof ApiError && err.status === 401) return;
        const message = refusal(err, kind);
        setError(message);
        showError(message);
      },
    });
  }

  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <form onSubmit={submit} noValidate aria-label={ACCOUNT_TWO_FACTOR.turnOffTitle}>
        <Stack gap="sm">
          <Text fw={600}>{ACCOUNT_TWO_FACTOR.turnOffTitle}</Text>
          <Text size="sm" c="dimmed">
            {ACCOUNT_TWO_FACTOR.turnOffLead}
          </Text>
          <SegmentedControl
            aria-label={ACCOUNT_TWO_FACTOR.proofKind}
            value={kind}
            onChange={(next) => {
              setKind(next as Proof);
              setValue('');
              setError(null);
            }}
            data={[
              { value: 'code', label: ACCOUNT_TWO_FACTOR.proofCode },
              { value: 'password', label: ACCOUNT_TWO_FACTOR.proofPassword },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
          {kind === 'code' ? (
            <TextInput
              label={ACCOUNT_TWO_FACTOR.codeLabel}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              autoComplete="one-time-code"
              error={error || undefined}
              maw={260}
              autoFocus
            />
          ) : (
            <PasswordInput
              label={ACCOUNT_TWO_FACTOR.passwordLabel}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              autoComplete="current-password"
              error={error || undefined}
              maw={260}
              autoFocus
            />
          )}
          <Group gap="sm">
            <Button type="submit" color="red" loading={disable.isPending}>
              {ACCOUNT_TWO_FACTOR.turnOffSubmit}
            </Button>
            <Button variant="default" onClick={onCancel} disabled={disable.isPending}>
              {ACCOUNT_TWO_FACTOR.cancel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
