import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  PasswordInput,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  ACCOUNT_TWO_FACTOR,
  formatDateTime,
  RECOVERY_CODES,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@newsroom/shared';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { RecoveryCodesPanel } from '../../../components/RecoveryCodesPanel.tsx';
import { TwoFactorSetupPanel } from '../../../components/TwoFactorSetupPanel.tsx';
import { ApiError } from '../../../lib/api.ts';
import { showError, showSuccess } from '../../../lib/messages.ts';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useStartTwoFactorSetup,
  useTwoFactorStatus,
} from '../api/two-factor.ts';
import { SecuritySection } from './SecuritySection.tsx';

/** Few enough recovery codes left to say so. */
const FEW_CODES = 3;

/** The message of a refused call for a form: the field the server named, else its message. */
function refusal(error: Error, field: string): string {
  if (error instanceof ApiError) return error.errors?.[field] ?? error.message;
  return error.message;
}

/**
 * 'Kétlépcsős azonosítás' of the account screen: turning the second factor on (QR code, secret,
 * first code, then the recovery codes once), or its state and turning it off with a code or the
 * password (not offered when a role requires it).
 */
export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  // The recovery codes stay on screen after the status says "on", until the user has saved them.
  const [codes, setCodes] = useState<string[] | null>(null);

  let body: ReactNode;
  if (codes) {
    body = (
      <Stack gap="md">
        <RecoveryCodesPanel codes={codes} />
        <Group>
          <Button onClick={() => setCodes(null)}>{RECOVERY_CODES.done}</Button>
        </Group>
      </Stack>
    );
  } else if (status.data) {
    body = status.data.enabled ? <EnabledState status={status.data} /> : <TurnOn onEnabled={setCodes} />;
  } else if (status.isError) {
    body = <Text c="red">{ACCOUNT_TWO_FACTOR.loadFailed}</Text>;
  } else {
    body = (
      <Stack gap="xs" aria-busy="true">
        <Skeleton height={16} width="70%" />
        <Skeleton height={36} width={140} />
      </Stack>
    );
  }

  return (
    <SecuritySection
      title={ACCOUNT_TWO_FACTOR.title}
      lead={
        status.data && !codes ? (
          <Badge
            component="span"
            variant="light"
            color={status.data.enabled ? 'teal' : 'gray'}
            leftSection={
              status.data.enabled ? (
                <IconShieldCheck size={12} aria-hidden />
              ) : (
                <IconShieldOff size={12} aria-hidden />
              )
            }
          >
            {status.data.enabled ? ACCOUNT_TWO_FACTOR.on : ACCOUNT_TWO_FACTOR.off}
          </Badge>
        ) : undefined
      }
    >
      {body}
    </SecuritySection>
  );
}

/** Off: 'Bekapcsolás' starts a set-up; a code of the new secret turns it on. */
function TurnOn({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
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

/** On: since when, the recovery codes left, and 'Kikapcsolás' unless a role requires it. */
function EnabledState({ status }: { status: TwoFactorStatus }) {
  const [disabling, setDisabling] = useState(false);
  return (
    <Stack gap="md">
      <Group gap="xl" wrap="wrap">
        <Fact label={ACCOUNT_TWO_FACTOR.enabledAt} value={formatDateTime(status.enabled_at)} />
        <Fact
          label={ACCOUNT_TWO_FACTOR.codesLeft}
          value={ACCOUNT_TWO_FACTOR.codesLeftValue(status.recovery_codes_left)}
        />
      </Group>
      {status.recovery_codes_left <= FEW_CODES && (
        <Alert color="yellow" variant="light" py="xs">
          {ACCOUNT_TWO_FACTOR.fewCodesLeft}
        </Alert>
      )}
      {status.required ? (
        <Text size="sm" c="dimmed">
          {ACCOUNT_TWO_FACTOR.requiredLead}
        </Text>
      ) : disabling ? (
        <TurnOff onCancel={() => setDisabling(false)} />
      ) : (
        <Group>
          <Button
            variant="light"
            color="red"
            leftSection={<IconShieldOff size={16} aria-hidden />}
            onClick={() => setDisabling(true)}
          >
            {ACCOUNT_TWO_FACTOR.turnOff}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </div>
  );
}

type Proof = 'code' | 'password';

/** Turning it off asks for a current code (or a recovery code) or the password. */
function TurnOff({ onCancel }: { onCancel: () => void }) {
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
