import { Drawer, Paper, ScrollArea, Stack } from '@mantine/core';
import { can, MEDIA_UI, READ_ONLY_REASONS } from '@newsroom/shared';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MediaDropzone } from '../../components/media/MediaDropzone.tsx';
import { MediaFiltersBar } from '../../components/media/MediaFiltersBar.tsx';
import { MediaGrid } from '../../components/media/MediaGrid.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ReadOnlyNotice } from '../../components/ReadOnlyNotice.tsx';
import { EMPTY_MEDIA_FILTERS, type MediaFilters, useMediaItem } from '../../lib/media.ts';
import { useSession } from '../../lib/session.ts';
import { MediaDetails } from './MediaDetails.tsx';

/**
 * /media ('Médiatár', docs/product.md): every stored image, searchable and filtered, newest first;
 * a tile opens its details beside the grid (`?item=<id>`, so a link can name one).
 */
export default function MediaLibraryPage() {
  const { user } = useSession();
  const mayUpload = can(user, 'useMedia');
  const [filters, setFilters] = useState<MediaFilters>(EMPTY_MEDIA_FILTERS);
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('item')) || null;
  const opened = useMediaItem(openId);
  const open = useCallback(
    (id: number | null) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          if (id === null) next.delete('item');
          else next.set('item', String(id));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return (
    <>
      <PageHeader title={MEDIA_UI.title} />
      <ReadOnlyNotice reason={mayUpload ? null : READ_ONLY_REASONS.useMedia} />
      <Stack gap="md">
        {mayUpload && <MediaDropzone onUploaded={(item) => open(item.id)} compact />}
        <Paper withBorder radius="md" p="md">
          <MediaFiltersBar filters={filters} onChange={setFilters} />
        </Paper>
        <MediaGrid filters={filters} onOpen={(item) => open(item.id)} selectedId={openId} />
      </Stack>
      <Drawer
        opened={openId !== null && opened.data !== undefined}
        onClose={() => open(null)}
        position="right"
        size="lg"
        title={MEDIA_UI.details}
        scrollAreaComponent={ScrollArea.Autosize}
      >
        {opened.data && <MediaDetails item={opened.data} onDeleted={() => open(null)} />}
      </Drawer>
    </>
  );
}
