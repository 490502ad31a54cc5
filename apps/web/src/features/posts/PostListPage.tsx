import { Button, Group, SegmentedControl } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  can,
  decodeTitle,
  type MenuType,
  POST_LIST,
  POST_SCHEDULE,
  type PostListItem,
  TITLES,
} from '@newsroom/shared';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { HitCount } from '../../components/HitCount.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { useFilterSearch } from '../../lib/filter-search.ts';
import { usePagedListGuards } from '../../lib/paged-list.ts';
import { useSession } from '../../lib/session.ts';
import { AnalyticsBar } from './analytics/AnalyticsBar.tsx';
import { useAnalyticsVisitors } from './analytics/use-analytics-visitors.ts';
import { useAdminPosts } from './api/admin-posts.ts';
import { useDeletePost } from './api/delete-post.ts';
import { PostFiltersForm } from './components/PostFiltersForm.tsx';
import { PostList } from './components/PostList.tsx';
import {
  countActiveFilters,
  filtersFromSearch,
  listParams,
  type PostFilters,
  pageFromSearch,
  scheduledFromSearch,
  searchFromFilters,
} from './post-filters.ts';

/**
 * The article list (/posts, 'Cikkek') and the draft list (/posts/drafts, 'Piszkozatok'): filters,
 * hit count, rows and pages, all driven by the URL query (docs/product.md).
 */
export function PostListPage({ kind }: { kind: MenuType }) {
  const { user } = useSession();
  const userId = user?.id;
  const [searchParams, setSearchParams] = useSearchParams();
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const canWrite = can(user, 'writePosts');

  const filters = useMemo(() => filtersFromSearch(searchParams, kind, userId), [searchParams, kind, userId]);
  const page = pageFromSearch(searchParams);
  const scheduled = scheduledFromSearch(searchParams, kind);
  const params = listParams(filters, kind, page, searchParams.get('per_page'), scheduled);
  // The drafts list belongs to the signed-in user: wait for the session user before asking.
  const list = useAdminPosts(params, kind === 'post' || userId !== undefined);
  const reply = list.data;

  // Rows from the previous page stay on screen while the next loads: ask GA4 for the new ones only.
  const analytics = useAnalyticsVisitors(list.isPlaceholderData ? undefined : reply?.data);
  const gaVisitors = analytics.isSignedIn
    ? (analytics.counts ?? (analytics.isLoading ? 'pending' : undefined))
    : undefined;

  const { search: searchQuery, reset, resets } = useFilterSearch(() => list.refetch());
  const formKey = `${JSON.stringify(filters)}|${resets}`;

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
    const query = searchFromFilters(values, kind, userId);
    if (scheduled) query.set('type', 'scheduled');
    searchQuery(query);
  };
  // 'Időzítettek' keeps the other filters and starts again at the first page.
  const showScheduled = (value: string) => {
    const query = new URLSearchParams(searchParams);
    query.delete('page');
    if (value === 'scheduled') query.set('type', 'scheduled');
    else query.delete('type');
    setSearchParams(query);
  };

  const [toDelete, setToDelete] = useState<PostListItem | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const deletion = useDeletePost();
  function confirmDelete() {
    if (!toDelete) return;
    deletion.mutate(toDelete.id, { onSettled: () => setConfirmOpen(false) });
  }

  const title = kind === 'post' ? TITLES.posts : TITLES.drafts;
  const authorLabel = filters.user_id
    ? reply?.data.find((p) => String(p.user_id) === filters.user_id)?.full_name
    : undefined;

  return (
    <>
      <PageHeader title={title}>
        <Group gap="md" wrap="nowrap">
          <HitCount total={reply?.pagination.total} failed={list.isError} text={POST_LIST.hitCount} />
          {canWrite && (
            <Button component={Link} to="/posts/add" leftSection={<IconPlus size={16} aria-hidden />}>
              {POST_LIST.newPost}
            </Button>
          )}
        </Group>
      </PageHeader>

      <PostFiltersForm
        kind={kind}
        initial={filters}
        syncKey={formKey}
        onSearch={search}
        onReset={reset}
        activeCount={countActiveFilters(filters, kind, userId)}
        defaultOpened={isWide}
        authorLabel={authorLabel}
      />

      {kind === 'draft' && (
        <SegmentedControl
          mb="md"
          value={scheduled ? 'scheduled' : 'all'}
          onChange={showScheduled}
          data={[
            { value: 'all', label: POST_SCHEDULE.allDrafts },
            { value: 'scheduled', label: POST_SCHEDULE.filter },
          ]}
        />
      )}

      <AnalyticsBar analytics={analytics} />

      <PostList
        posts={reply?.data}
        visitors={gaVisitors}
        isStale={list.isPlaceholderData}
        failed={list.isError}
        canWrite={canWrite}
        onDelete={(post) => {
          setToDelete(post);
          setConfirmOpen(true);
        }}
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
