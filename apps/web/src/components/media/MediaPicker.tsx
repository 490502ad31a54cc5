import { Modal, Stack, Tabs } from '@mantine/core';
import { can, MEDIA_UI, type MediaItem } from '@newsroom/shared';
import { useState } from 'react';
import { EMPTY_MEDIA_FILTERS, type MediaFilters } from '../../lib/media.ts';
import { useSession } from '../../lib/session.ts';
import { MediaDropzone } from './MediaDropzone.tsx';
import { MediaFiltersBar } from './MediaFiltersBar.tsx';
import { MediaGrid } from './MediaGrid.tsx';

/**
 * 'Kép választása': an image from the library, or a new one uploaded here. The editor's cover and
 * body images and the banner and campaign dialogs use it; `onPick` gets the chosen item.
 */
export function MediaPicker({
  opened,
  onClose,
  onPick,
}: {
  opened: boolean;
  onClose: () => void;
  onPick: (item: MediaItem) => void;
}) {
  const { user } = useSession();
  const [filters, setFilters] = useState<MediaFilters>(EMPTY_MEDIA_FILTERS);
  const pick = (item: MediaItem) => {
    onPick(item);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={MEDIA_UI.pickerTitle} size="xl">
      <Tabs defaultValue="library" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="library">{MEDIA_UI.pickerLibrary}</Tabs.Tab>
          {can(user, 'useMedia') && <Tabs.Tab value="upload">{MEDIA_UI.pickerUpload}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="library">
          <Stack gap="md">
            <MediaFiltersBar filters={filters} onChange={setFilters} compact />
            <MediaGrid filters={filters} onOpen={pick} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="upload">
          <MediaDropzone onUploaded={pick} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
