import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { ACCOUNT_TWO_FACTOR, formatDateTime, type TwoFactorStatus } from '@newsroom/shared';
import { IconShieldOff } from '@tabler/icons-react';
import { useState } from 'react';
import { TwoFactorTurnOff } from './TwoFactorTurnOff.tsx';

/** Few enough recovery codes left to say so. */
const FEW_CODES = 3;

/** On: since when, the recovery codes left, and 'Kikapcsolás' unless a role requires it. */
export function TwoFactorEnabledState({ status }: { status: TwoFactorStatus }) {
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
        <TwoFactorTurnOff onCancel={() => setDisabling(false)} />
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
