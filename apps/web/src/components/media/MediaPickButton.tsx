import { Button } from '@mantine/core';
import { MEDIA_UI, type MediaItem } from '@newsroom/shared';
import { IconLibraryPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { MediaPicker } from './MediaPicker.tsx';

/** 'Választás a médiatárból': opens the picker; `onPick` gets the chosen (or uploaded) item. */
export function MediaPickButton({
  onPick,
  disabled,
}: {
  onPick: (item: MediaItem) => void;
  disabled?: boolean;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconLibraryPhoto size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        disabled={disabled}
      >
        {MEDIA_UI.fromLibrary}
      </Button>
      <MediaPicker opened={opened} onClose={() => setOpened(false)} onPick={onPick} />
    </>
  );
}
