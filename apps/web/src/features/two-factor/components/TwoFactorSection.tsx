import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { ACCOUNT_TWO_FACTOR, RECOVERY_CODES } from '@newsroom/shared';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { SecuritySection } from '../../../components/SecuritySection.tsx';
import { useTwoFactorStatus } from '../api/two-factor.ts';
import { RecoveryCodesPanel } from './RecoveryCodesPanel.tsx';
import { TwoFactorEnabledState } from './TwoFactorEnabledState.tsx';
import { TwoFactorTurnOn } from './TwoFactorTurnOn.tsx';

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
    body = status.data.enabled ? (
      <TwoFactorEnabledState status={status.data} />
    ) : (
      <TwoFactorTurnOn onEnabled={setCodes} />
    );
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
