import { Alert, Button, Drawer, Group, Loader, NavLink, Pagination, Stack, Text } from '@mantine/core';
import {
  formatDateTime,
  HISTORY_UI,
  type Post,
  REVISION_ACTION_LABELS,
  REVISIONS_UI,
  type RevisionListItem,
} from '@newsroom/shared';
import { IconArrowLeft, IconHistory } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { ApiError } from '../../../../lib/api.ts';
import { showError } from '../../../../lib/messages.ts';
import { useRevision } from '../../api/get-revision.ts';
import { useRestoreRevision } from '../../api/restore-revision.ts';
import { useRevisions } from '../../api/revisions.ts';
import classes from './HistoryDrawer.module.css';
import { articleDiff, type ComparedTexts, type DiffPart, type FieldDiff } from './text-diff.ts';

export interface HistoryDrawerProps {
  postId: number;
  opened: boolean;
  onClose: () => void;
  /** What the editor holds now: the revisions are compared with it. */
  current: ComparedTexts;
  /** The `last_update` of the article the editor loaded, sent with a restore. */
  lastUpdate: string | null;
  /** A restore succeeded: the editor shows `post`; `date` names the revision. */
  onRestored: (post: Post, date: string) => void;
}

/**
 * The editor's 'Előzmények' panel (docs/product.md, Editor): the article's revisions, what changed
 * since one of them (a word-level diff of title, lead and body), and its restore. Loaded only when
 * first opened, with the diff library.
 */
export default function HistoryDrawer({
  postId,
  opened,
  onClose,
  current,
  lastUpdate,
  onRestored,
}: HistoryDrawerProps) {
  const [selected, setSelected] = useState<RevisionListItem | null>(null);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        <Group gap={8}>
          <IconHistory size={20} aria-hidden />
          <Text fw={600}>{HISTORY_UI.title}</Text>
        </Group>
      }
    >
      {selected ? (
        <RevisionView
          postId={postId}
          item={selected}
          current={current}
          lastUpdate={lastUpdate}
          onBack={() => setSelected(null)}
          onRestored={(post, date) => {
            setSelected(null);
            onRestored(post, date);
          }}
        />
      ) : (
        <RevisionList postId={postId} onSelect={setSelected} />
      )}
    </Drawer>
  );
}

function RevisionList({ postId, onSelect }: { postId: number; onSelect: (item: RevisionListItem) => void }) {
  const [page, setPage] = useState(1);
  const revisions = useRevisions(postId, page);
  if (revisions.isPending) return <Loader size="sm" aria-label={HISTORY_UI.loading} />;
  if (revisions.isError) return <Alert color="red">{revisions.error.message}</Alert>;
  const { data, pagination } = revisions.data;
  if (data.length === 0) return <Text c="dimmed">{REVISIONS_UI.empty}</Text>;
  return (
    <Stack gap="sm">
      <nav aria-label={HISTORY_UI.list}>
        <ul className={classes.list}>
          {data.map((item) => (
            <li key={item.id}>
              <NavLink
                component="button"
                type="button"
                onClick={() => onSelect(item)}
                label={`${formatDateTime(item.created_at)} · ${REVISION_ACTION_LABELS[item.action]}`}
                description={`${item.full_name} · ${item.title}`}
                data-testid="revision-item"
              />
            </li>
          ))}
        </ul>
      </nav>
      {pagination.last_page > 1 && (
        <Pagination size="sm" total={pagination.last_page} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}

interface RevisionViewProps {
  postId: number;
  item: RevisionListItem;
  current: ComparedTexts;
  lastUpdate: string | null;
  onBack: () => void;
  onRestored: (post: Post, date: string) => void;
}

function RevisionView({ postId, item, current, lastUpdate, onBack, onRestored }: RevisionViewProps) {
  const revision = useRevision(postId, item.id);
  const restore = useRestoreRevision();
  const [confirming, setConfirming] = useState(false);
  const date = formatDateTime(item.created_at);
  const diff = useMemo(
    () => (revision.data ? articleDiff(revision.data, current) : null),
    [revision.data, current],
  );

  async function confirmRestore() {
    try {
      const reply = await restore.mutateAsync({ postId, revisionId: item.id, lastUpdate });
      setConfirming(false);
      onRestored(reply.data, date);
    } catch (error) {
      setConfirming(false);
      if (!(error instanceof ApiError)) throw error;
      if (error.status !== 401) showError(error.message);
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack} px={4}>
          {HISTORY_UI.back}
        </Button>
        <Button onClick={() => setConfirming(true)} disabled={!revision.data || restore.isPending}>
          {REVISIONS_UI.restore}
        </Button>
      </Group>
      <div>
        <Text fw={600}>{`${date} · ${REVISION_ACTION_LABELS[item.action]}`}</Text>
        <Text size="sm" c="dimmed">
          {item.full_name}
        </Text>
      </div>
      {revision.isError && <Alert color="red">{revision.error.message}</Alert>}
      {!diff && !revision.isError && <Loader size="sm" aria-label={HISTORY_UI.loading} />}
      {diff && (
        <section aria-label={HISTORY_UI.compareTitle(date)}>
          <Text size="sm" fw={600}>
            {HISTORY_UI.compareTitle(date)}
          </Text>
          <Text size="xs" c="dimmed" mb="sm">
            {HISTORY_UI.compareHint}
          </Text>
          <Stack gap="md">
            {diff.map((field) => (
              <FieldChanges key={field.field} diff={field} />
            ))}
          </Stack>
        </section>
      )}
      <ConfirmDialog
        opened={confirming}
        message={REVISIONS_UI.restoreConfirm(date)}
        confirmLabel={REVISIONS_UI.restoreYes}
        cancelLabel={REVISIONS_UI.restoreCancel}
        confirmColor="blue"
        onConfirm={() => void confirmRestore()}
        onCancel={() => setConfirming(false)}
        loading={restore.isPending}
      />
    </Stack>
  );
}

const FIELD_LABELS: Record<FieldDiff['field'], string> = {
  title: HISTORY_UI.fieldTitle,
  short_content: HISTORY_UI.fieldShortContent,
  content: HISTORY_UI.fieldContent,
};

function FieldChanges({ diff }: { diff: FieldDiff }) {
  return (
    <div data-testid={`diff-${diff.field}`}>
      <Text size="sm" fw={600} mb={4}>
        {FIELD_LABELS[diff.field]}
      </Text>
      {diff.changed ? (
        <div className={classes.diff}>
          {keyedRuns(diff.parts).map(({ key, part }) => (
            <DiffRun key={key} part={part} />
          ))}
        </div>
      ) : (
        <Text size="sm" c="dimmed">
          {HISTORY_UI.noChanges}
        </Text>
      )}
    </div>
  );
}

/** The runs with a stable key each: their kind and where they start in the joined text. */
function keyedRuns(parts: DiffPart[]): { key: string; part: DiffPart }[] {
  let offset = 0;
  return parts.map((part) => {
    const key = `${part.kind}-${offset}`;
    offset += part.text.length;
    return { key, part };
  });
}

function DiffRun({ part }: { part: DiffPart }) {
  if (part.kind === 'removed') return <del className={classes.removed}>{part.text}</del>;
  if (part.kind === 'added') return <ins className={classes.added}>{part.text}</ins>;
  return <span>{part.text}</span>;
}
