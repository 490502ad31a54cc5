import { Button, Checkbox, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import {
  TWO_FACTOR_POLICY,
  TWO_FACTOR_ROLE_LABELS,
  TWO_FACTOR_ROLES,
  type TwoFactorRole,
} from '@newsroom/shared';
import { type FormEvent, useState } from 'react';
import { showSuccess } from '../../../lib/messages.ts';
import { useSaveTwoFactorPolicy, useTwoFactorPolicy } from '../api/two-factor-policy.ts';

/** 'Kötelező kétlépcsős azonosítás': which roles must sign in with a second factor. */
export function TwoFactorPolicyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const policy = useTwoFactorPolicy(opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={TWO_FACTOR_POLICY.title}
      centered
      radius="md"
      styles={{ title: { fontWeight: 600 } }}
    >
      {policy.data ? (
        <PolicyForm key={policy.dataUpdatedAt} roles={policy.data.required_roles} onClose={onClose} />
      ) : policy.isError ? (
        <Text c="red">{policy.error.message}</Text>
      ) : (
        <Stack aria-busy="true">
          <Skeleton height={40} />
          <Skeleton height={90} />
        </Stack>
      )}
    </Modal>
  );
}

function PolicyForm({ roles, onClose }: { roles: TwoFactorRole[]; onClose: () => void }) {
  const [value, setValue] = useState<string[]>(roles);
  const save = useSaveTwoFactorPolicy();

  function submit(event: FormEvent) {
    event.preventDefault();
    const required_roles = TWO_FACTOR_ROLES.filter((r) => value.includes(r));
    save.mutate(
      { required_roles },
      {
        onSuccess: (reply) => {
          showSuccess(reply.message || TWO_FACTOR_POLICY.savedFallback);
          onClose();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} aria-label={TWO_FACTOR_POLICY.title}>
      <Text size="sm" c="dimmed" mb="md">
        {TWO_FACTOR_POLICY.lead}
      </Text>
      <Checkbox.Group label={TWO_FACTOR_POLICY.roles} value={value} onChange={setValue}>
        <Stack gap="xs" mt="xs">
          {TWO_FACTOR_ROLES.map((role) => (
            <Checkbox key={role} value={role} label={TWO_FACTOR_ROLE_LABELS[role]} description={role} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose} disabled={save.isPending}>
          {TWO_FACTOR_POLICY.cancel}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {TWO_FACTOR_POLICY.save}
        </Button>
      </Group>
    </form>
  );
}
