import { Button, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  can,
  DESK_LABELS,
  DESKS,
  type Desk,
  decodeTitle,
  type MenuType,
  POST_LIST,
  type PostBulkOutcome,
  type PostListItem,
  type PostSort,
  paths,
  READ_ONLY_REASONS,
  TITLES,
} from '@newsroom/shared';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { HitCount } from '../../components/HitCount.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { ReadOnlyNotice } from '../../components/ReadOnlyNotice.tsx';
import { useFilterSearch } from '../../lib/filter-search.ts';
import { showMessage } from '../../lib/messages.ts';
import { usePagedListGuards } from '../../lib/paged-list.ts';
import { useSession } from '../../lib/session.ts';
import { AnalyticsBar } from './analytics/AnalyticsBar.tsx';
import { useAnalyticsVisitors } from './analytics/use-analytics-visitors.ts';
import { useAdminPosts } from './api/admin-posts.ts';
import { useDeletePost } from './api/delete-post.ts';
import { BulkBar } from './components/BulkBar.tsx';
import { type BulkReport, BulkReportAlert } from './components/BulkReport.tsx';
import { DraftViews } from './components/DraftViews.tsx';
import { PostFiltersForm } from './components/PostFiltersForm.tsx';
import { PostList, type Selection } from './components/PostList.tsx';
import {
  countActiveFilters,
  filtersFromSearch,
  listParams,
  type PostFilters,
  pageFromSearch,
  scheduledFromSearch,
  searchFromFilters,
  sortAfterSearch,
  sortFromSearch,
  withDesk,
  withSort,
} from './post-filters.ts';
import { useSlashFocus } from './use-slash-focus.ts';

/**
 * The article list (/posts, 'Cikkek') and the draft list (/posts/drafts, 'Piszkozatok'): filters,
 * hit count, rows and pages, all driven by the URL query (docs/product.md).
 */
export function PostListPage({ kind, desk: deskProp }: { kind: MenuType; desk?: Desk }) {
  const { user } = useSession();
  const userId = user?.id;
  const [searchParams, setSearchParams] = useSearchParams();
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const canWrite = can(user, 'writePosts');

  const filters = useMemo(() => filtersFromSearch(searchParams, kind, userId), [searchParams, kind, userId]);
  const page = pageFromSearch(searchParams);
  const scheduled = scheduledFromSearch(searchParams, kind);
  const sort = sortFromSearch(searchParams);
  const desk = kind === 'draft' ? (deskProp ?? null) : null;
  const params = withDesk(
    listParams(filters, kind, page, searchParams.get('per_page'), scheduled && !desk, sort),
    desk,
  );
  // The drafts list belongs to the signed-in user: wait for the session user before asking.
  const list = useAdminPosts(params, kind === 'post' || userId !== undefined);
  const reply = list.data;

  // Rows from the previous page stay on screen while the next loads: ask GA4 for the new ones only.
  const analytics = useAnalyticsVisitors(list.isPlaceholderData ? undefined : reply?.data);
  const gaVisitors = analytics.isSignedIn
    ? (analytics.counts ?? (analytics.isLoading ? 'pending' : undefined))
    : undefined;

  const { search: searchQuery, reset, resets } = useFilterSearch(() => list.refetch());
  // 'Törlés' clears the filters but keeps a chosen order; the counter makes the form take the defaults.
  const [sortedResets, setSortedResets] = useState(0);
  const formKey = `${JSON.stringify(filters)}|${resets}|${sortedResets}`;
  const titleRef = useRef<HTMLInputElement>(null);
  const filtersRef = useRef<HTMLDivElement>(null);
  useSlashFocus(titleRef, filtersRef);

  const lastPage = reply?.pagination.last_page ?? 0;
  usePagedListGuards({
    call: 'GET /api/admin-posts',
    error: list.error,
    isPlaceholderData: list.isPlaceholderData,
    page,
    lastPage,
  });

  // A new page starts at the top of the list.
  useEffect(() => {
    if (page > 0) window.scrollTo({ top: 0 });
  }, [page]);

  const search = (values: PostFilters) => {
    const query = withSort(searchFromFilters(values, kind, userId), sortAfterSearch(values, filters, sort));
    if (scheduled) query.set('type', 'scheduled');
    searchQuery(query);
  };
  const resetFilters = () => {
    if (sort === 'date' || sort === 'relevance') return reset();
    setSortedResets((n) => n + 1);
    searchQuery(withSort(new URLSearchParams(), sort));
  };
  // A header's click sorts the list from its first page, keeping the filters.
  const changeSort = (next: PostSort) => {
    const query = withSort(searchParams, next);
    query.delete('page');
    setSearchParams(query);
  };

  // The selection belongs to the rows on screen: another page, filter or order starts it afresh.
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const [report, setReport] = useState<BulkReport | null>(null);
  const listKey = JSON.stringify(params);
  const [selectionKey, setSelectionKey] = useState(listKey);
  if (selectionKey !== listKey) {
    setSelectionKey(listKey);
    setSelectedIds(new Set());
    setReport(null);
  }
  // The selected rows as the list shows them now: a refreshed row brings its new last_update.
  const selection: Selection = useMemo(
    () =>
      new Map((reply?.data ?? []).filter((p) => selectedIds.has(p.id) && p.is_active).map((p) => [p.id, p])),
    [reply, selectedIds],
  );
  const setSelection = (next: Selection) => setSelectedIds(new Set(next.keys()));
  const finishBulk = (outcome: PostBulkOutcome, summary: string) => {
    const failed = outcome.results.filter((r) => r.status !== 'ok' && r.status !== 'unchanged');
    const done = outcome.counts.ok + outcome.counts.unchanged;
    showMessage(failed.length === 0 ? 'success' : done > 0 ? 'info' : 'error', summary);
    // The rows that could not be done stay selected, to try again once the list shows them fresh.
    setSelectedIds(new Set(failed.filter((r) => r.status !== 'not_found').map((r) => r.id)));
    setReport(
      failed.length === 0
        ? null
        : {
            summary,
            failures: failed.map((r) => ({
              id: r.id,
              title: decodeTitle(selection.get(r.id)?.title ?? `#${r.id}`),
              message: r.message,
            })),
          },
    );
  };
  const [toDelete, setToDelete] = useState<PostListItem | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  // The same function on every render, so the memoised rows do not render again for it.
  const askDelete = useCallback((post: PostListItem) => {
    setToDelete(post);
    setConfirmOpen(true);
  }, []);
  const deletion = useDeletePost();
  function confirmDelete() {
    if (!toDelete) return;
    deletion.mutate(toDelete.id, { onSettled: () => setConfirmOpen(false) });
  }

  const title = kind === 'post' ? TITLES.posts : desk ? DESK_LABELS[desk] : TITLES.drafts;
  const authorLabel = filters.user_id
    ? reply?.data.find((p) => String(p.user_id) === filters.user_id)?.full_name
    : undefined;

  return (
    <>
      <PageHeader title={title}>
        <Group gap="md" wrap="nowrap">
          <HitCount
            total={reply?.pagination.total}
            failed={list.isError}
            // A 'Szöveg' search counts its matches only up to a cap (TEXT_SEARCH_TOTAL_CAP).
            text={reply?.pagination.total_is_lower_bound ? () => POST_LIST.hitsOverCap : POST_LIST.hitCount}
          />
          {canWrite && (
            <Button
              component={Link}
              to={paths.newPost.href()}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {POST_LIST.newPost}
            </Button>
          )}
        </Group>
      </PageHeader>
      <ReadOnlyNotice reason={canWrite ? null : READ_ONLY_REASONS.writePosts} />

      <div ref={filtersRef}>
        <PostFiltersForm
          kind={kind}
          initial={filters}
          syncKey={formKey}
          onSearch={search}
          onReset={resetFilters}
          titleRef={titleRef}
          activeCount={countActiveFilters(filters, kind, userId)}
          defaultOpened={isWide}
          authorLabel={authorLabel}
        />
      </div>

      {kind === 'draft' && <DraftViews desk={desk} scheduled={scheduled} isWide={isWide} />}

      <AnalyticsBar analytics={analytics} />

      {canWrite && selection.size > 0 && (
        <BulkBar
          kind={kind}
          selection={selection}
          onClear={() => setSelection(new Map())}
          onFinished={finishBulk}
        />
      )}
      {report && <BulkReportAlert report={report} onClose={() => setReport(null)} />}

      <PostList
        posts={reply?.data}
        visitors={gaVisitors}
        isStale={list.isPlaceholderData}
        failed={list.isError}
        canWrite={canWrite}
        onDelete={askDelete}
        sort={scheduled ? undefined : sort}
        onSort={changeSort}
        selection={selection}
        onSelectionChange={setSelection}
      />

      {reply && <Pagination page={reply.pagination.current_page} lastPage={lastPage} />}

      <ConfirmDialog
        opened={confirmOpen}
        message={toDelete ? POST_LIST.deleteConfirm(decodeTitle(toDelete.title)) : ''}
        confirmLabel={POST_LIST.confirmYes}
        cancelLabel={POST_LIST.confirmCancel}
        title={POST_LIST.confirmTitle}
        onConfirm={confirmDelete}
        onCancel={() => setConfirmOpen(false)}
        loading={deletion.isPending}
      />
    </>
  );
}

/** Route module of /posts. */
export default function PostsRoute() {
  return <PostListPage kind="post" />;
}

/** Route module of /posts/drafts. */
export function DraftsRoute() {
  return <PostListPage kind="draft" />;
}

/** Route module of the desk's lists, /posts/drafts/{review|returned|submitted}. */
export function DeskRoute() {
  const { desk } = useParams();
  const known = (DESKS as readonly string[]).includes(desk ?? '') ? (desk as Desk) : null;
  if (!known) return <Navigate to={paths.drafts.href()} replace />;
  return <PostListPage key={known} kind="draft" desk={known} />;
}
