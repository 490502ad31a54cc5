import { Button, Group, LoadingOverlay, Modal, Stack } from '@mantine/core';
import { ADS_UI } from '@newsroom/shared';
import type { FormEvent, ReactNode } from 'react';
import { useReturnFocusOnUnmount } from '../../../components/focus.ts';

interface AdDialogProps {
  title: string;
  /** The item is being loaded: the form waits. */
  loading: boolean;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The modal of the advertising screens: Escape and 'Mégsem' close it, 'Kész' saves (docs/product.md).
 * It is mounted only while open, so it gives the focus back to its opener itself.
 */
export function AdDialog({ title, loading, saving, onSave, onClose, children }: AdDialogProps) {
  useReturnFocusOnUnmount();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!loading && !saving) onSave();
  }
  return (
    <Modal
      opened
      onClose={saving ? () => {} : onClose}
      title={title}
      size="lg"
      radius="md"
      centered
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md" pos="relative">
          <LoadingOverlay visible={loading} loaderProps={{ size: 'sm' }} aria-label={ADS_UI.loading} />
          {children}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {ADS_UI.cancel}
            </Button>
            <Button type="submit" loading={saving} disabled={loading}>
              {ADS_UI.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
