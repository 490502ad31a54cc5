import {
  Alert,
  Anchor,
  Badge,
  Button,
  FileButton,
  Group,
  List,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  can,
  formatDateTime,
  MAX_MEDIA_ALT_LENGTH,
  MAX_MEDIA_CAPTION_LENGTH,
  MAX_MEDIA_CREDIT_LENGTH,
  MEDIA_UI,
  type MediaItem,
} from '@newsroom/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ApiError } from '../../lib/api.ts';
import { useDeleteMedia, useMediaUsages, useReplaceMedia, useUpdateMedia } from '../../lib/media.ts';
import { showError, showSuccess } from '../../lib/messages.ts';
import { useSession } from '../../lib/session.ts';
import { FocalPointPicker } from './FocalPointPicker.tsx';

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} kB`;

/** The fields of the details form. */
interface Draft {
  alt: string;
  credit: string;
  caption: string;
  focal: { x: number; y: number };
}

const draftOf = (item: MediaItem): Draft => ({
  alt: item.alt,
  credit: item.credit,
  caption: item.caption,
  focal: item.focal,
});

/**
 * 'Kép adatai': the image with its focal point, alt text, credit and caption, where it is used,
 * and 'Csere' and 'Törlés'. A delete refused because the image is in use says where.
 */
export function MediaDetails({ item, onDeleted }: { item: MediaItem; onDeleted: () => void }) {
  const { user } = useSession();
  const mayWrite = can(user, 'useMedia');
  const mayManage = mayWrite && (item.uploaded_by?.id === user?.id || can(user, 'manageTaxonomy'));
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const usages = useMediaUsages(item.id);
  const update = useUpdateMedia();
  const replace = useReplaceMedia();
  const remove = useDeleteMedia();

  // Another item, or this one after a save or a replacement: the form shows what is stored.
  useEffect(() => {
    setDraft(draftOf(item));
    setErrors({});
    setRefusal(null);
  }, [item]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  async function save() {
    try {
      const reply = await update.mutateAsync({ id: item.id, input: draft });
      setErrors({});
      showSuccess(reply.message ?? MEDIA_UI.save);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.errors ?? {});
      showError(err instanceof Error ? err.message : String(err));
    }
  }

  async function replaceWith(file: File | null) {
    if (!file) return;
    try {
      const reply = await replace.mutateAsync({ id: item.id, file });
      showSuccess(reply.message ?? MEDIA_UI.replace);
    } catch (err) {
      showError(err instanceof Error ? err.message : String(err));
    }
  }

  async function confirmDelete() {
    try {
      const reply = await remove.mutateAsync(item.id);
      setAsking(false);
      showSuccess(reply.message);
      onDeleted();
    } catch (err) {
      setAsking(false);
      const message = err instanceof Error ? err.message : String(err);
      setRefusal(message);
      showError(message);
    }
  }

  const preview =
    item.sources.webp.find((v) => v.width >= 640)?.url ?? item.sources.webp.at(-1)?.url ?? item.url;
  return (
    <Stack gap="md">
      <FocalPointPicker
        src={preview}
        focal={draft.focal}
        onChange={(focal) => set('focal', focal)}
        disabled={!mayWrite}
      />
      <Text size="sm" c="dimmed">
        {item.width} × {item.height} px · {kilobytes(item.bytes)} · {MEDIA_UI.uploadedAt}:{' '}
        {formatDateTime(item.created_at)}
        {item.uploaded_by ? ` · ${MEDIA_UI.uploadedBy}: ${item.uploaded_by.name}` : ''}
      </Text>
      <Textarea
        label={MEDIA_UI.alt}
        description={MEDIA_UI.altHint}
        value={draft.alt}
        onChange={(e) => set('alt', e.currentTarget.value)}
        error={errors.alt}
        autosize
        minRows={2}
        maxLength={MAX_MEDIA_ALT_LENGTH + 50}
        readOnly={!mayWrite}
        rightSection={
          <Text size="xs" c={draft.alt.length > MAX_MEDIA_ALT_LENGTH ? 'red' : 'dimmed'} pr={6}>
            {draft.alt.length}/{MAX_MEDIA_ALT_LENGTH}
          </Text>
        }
        rightSectionWidth={72}
      />
      <TextInput
        label={MEDIA_UI.credit}
        value={draft.credit}
        onChange={(e) => set('credit', e.currentTarget.value)}
        error={errors.credit}
        maxLength={MAX_MEDIA_CREDIT_LENGTH}
        readOnly={!mayWrite}
      />
      <Textarea
        label={MEDIA_UI.caption}
        value={draft.caption}
        onChange={(e) => set('caption', e.currentTarget.value)}
        error={errors.caption}
        autosize
        minRows={2}
        maxLength={MAX_MEDIA_CAPTION_LENGTH}
        readOnly={!mayWrite}
      />
      {mayWrite && (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Button onClick={() => void save()} loading={update.isPending}>
            {MEDIA_UI.save}
          </Button>
          {mayManage && (
            <Group gap="sm">
              <FileButton
                onChange={(file) => void replaceWith(file)}
                accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              >
                {(props) => (
                  <Button
                    variant="default"
                    loading={replace.isPending}
                    title={MEDIA_UI.replaceHint}
                    {...props}
                  >
                    {MEDIA_UI.replace}
                  </Button>
                )}
              </FileButton>
              <Button color="red" variant="light" onClick={() => setAsking(true)}>
                {MEDIA_UI.delete}
              </Button>
            </Group>
          )}
        </Group>
      )}
      {refusal && (
        <Alert color="red" title={MEDIA_UI.delete} role="alert">
          {refusal}
        </Alert>
      )}
      <Stack gap={6}>
        <Title order={3} size="h5">
          {MEDIA_UI.usages}
        </Title>
        {usages.isPending ? (
          <Skeleton h={40} />
        ) : (usages.data ?? []).length === 0 ? (
          <Text size="sm" c="dimmed">
            {MEDIA_UI.noUsages}
          </Text>
        ) : (
          <List size="sm" spacing={4} data-testid="media-usages">
            {(usages.data ?? []).map((u) => (
              <List.Item key={`${u.kind}-${u.id}`}>
                <Anchor component={Link} to={u.path}>
                  {u.title || `#${u.id}`}
                </Anchor>{' '}
                <Text span size="xs" c="dimmed">
                  ({u.label})
                </Text>
                {!u.active && (
                  <Badge size="xs" color="gray" ml={6}>
                    {MEDIA_UI.trashed}
                  </Badge>
                )}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
      <ConfirmDialog
        opened={asking}
        message={MEDIA_UI.deleteConfirm}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setAsking(false)}
        loading={remove.isPending}
      />
    </Stack>
  );
}
