import { Badge, Button, Center, Image, Loader, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { MEDIA_UI, type MediaItem } from '@newsroom/shared';
import type { MediaFilters } from '../../lib/media.ts';
import { tileSource, useMediaPages } from '../../lib/media.ts';
import classes from './MediaGrid.module.css';

/** What a tile says about its image: the alt text, else the file name. */
export function itemName(item: MediaItem): string {
  return item.alt || item.file_name || item.url.split('/').pop() || `#${item.id}`;
}

/**
 * The library's tiles, newest first, a page of 48 at a time ('Továbbiak betöltése'): the grid
 * asks only for what it shows, however large the library. `onOpen` gets a clicked tile's item.
 */
export function MediaGrid({
  filters,
  onOpen,
  selectedId,
}: {
  filters: MediaFilters;
  onOpen: (item: MediaItem) => void;
  selectedId?: number | null;
}) {
  const pages = useMediaPages(filters);
  const items = pages.data?.pages.flatMap((p) => p.data) ?? [];
  if (pages.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {MEDIA_UI.empty}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, xs: 3, md: 4, lg: 6 }} spacing="sm" data-testid="media-grid">
        {items.map((item) => (
          <UnstyledButton
            key={item.id}
            className={classes.tile}
            data-selected={item.id === selectedId || undefined}
            onClick={() => onOpen(item)}
          >
            <Image src={tileSource(item)} alt="" className={classes.image} loading="lazy" />
            <Stack gap={2} p={6}>
              <Text size="xs" lineClamp={1} fw={500}>
                {itemName(item)}
              </Text>
              <Text size="xs" c="dimmed">
                {item.width} × {item.height}
              </Text>
              {!item.alt && (
                <Badge size="xs" color="orange" variant="light" tt="none">
                  {MEDIA_UI.altMissing}
                </Badge>
              )}
              {item.usage_count > 0 && (
                <Badge size="xs" variant="light" tt="none">
                  {MEDIA_UI.usages}: {item.usage_count}
                </Badge>
              )}
            </Stack>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      {pages.hasNextPage && (
        <Center>
          <Button
            variant="default"
            loading={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {MEDIA_UI.more}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
