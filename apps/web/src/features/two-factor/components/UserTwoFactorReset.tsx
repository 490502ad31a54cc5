import { Button, Group, Paper, Text } from '@mantine/core';
import { USER_TWO_FACTOR, type UserDetails } from '@newsroom/shared';
import { IconShieldOff } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { fullNameOf } from '../../../lib/full-name.ts';
import { showSuccess } from '../../../lib/messages.ts';
import { useResetTwoFactor } from '../api/reset-two-factor.ts';

/**
 * An administrator's reset of a user's second factor (a user who lost the phone and the recovery
 * codes), after a question. Shown only while the user has one; `onReset` tells the user's page
 * that it is gone.
 */
export function UserTwoFactorReset({ user, onReset }: { user: UserDetails; onReset: (id: number) => void }) {
  const [asking, setAsking] = useState(false);
  const reset = useResetTwoFactor(onReset);

  function confirm() {
    reset.mutate(user.id, {
      onSuccess: (reply) => showSuccess(reply.message || USER_TWO_FACTOR.resetFallback),
      onSettled: () => setAsking(false),
    });
  }

  return (
    <Paper component="section" withBorder radius="md" p="lg" maw={760} aria-label={USER_TWO_FACTOR.title}>
      <Group justify="space-between" gap="md" wrap="wrap">
        <div>
          <Text fw={600}>{USER_TWO_FACTOR.title}</Text>
          <Text size="sm" c="dimmed">
            {USER_TWO_FACTOR.enabled}
          </Text>
        </div>
        <Button
          variant="light"
          color="red"
          leftSection={<IconShieldOff size={16} aria-hidden />}
          onClick={() => setAsking(true)}
        >
          {USER_TWO_FACTOR.reset}
        </Button>
      </Group>
      <ConfirmDialog
        opened={asking}
        title={USER_TWO_FACTOR.resetTitle}
        message={USER_TWO_FACTOR.resetConfirm(fullNameOf(user))}
        confirmLabel={USER_TWO_FACTOR.yes}
        cancelLabel={USER_TWO_FACTOR.cancel}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
        loading={reset.isPending}
      />
    </Paper>
  );
}
