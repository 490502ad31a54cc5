import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { TWO_FACTOR_POLICY } from '@newsroom/shared';
import { IconShieldLock } from '@tabler/icons-react';
import { TwoFactorPolicyDialog } from './TwoFactorPolicyDialog.tsx';

/** The audit trail's 'Kötelező kétlépcsős azonosítás' button and the dialog it opens. */
export function TwoFactorPolicyButton() {
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconShieldLock size={16} aria-hidden />} onClick={dialog.open}>
        {TWO_FACTOR_POLICY.open}
      </Button>
      <TwoFactorPolicyDialog opened={opened} onClose={dialog.close} />
    </>
  );
}
