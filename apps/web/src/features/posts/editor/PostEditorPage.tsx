import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { can, EDITOR, POST_MESSAGES, paths, settingValue, WORKFLOW_UI } from '@newsroom/shared';
import { IconLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ApiError } from '../../../lib/api.ts';
import { showError } from '../../../lib/messages.ts';
import { useSession } from '../../../lib/session.ts';
import { useAppSettings } from '../../../lib/settings.ts';
import { usePost } from '../api/get-post.ts';
import { PostEditorForm } from './PostEditorForm.tsx';

/** A route id as an article id: a positive integer, else null. */
function parsePostId(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The editor for a user who may not open it: 'Hozzáférés megtagadva!', why, and the way back. */
function EditorDenied({ title, reason }: { title: string; reason: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Alert
        color="red"
        variant="light"
        icon={<IconLock size={18} />}
        role="alert"
        title={EDITOR.accessDenied}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{reason}</Text>
          <Button component={Link} to={paths.posts.href()} variant="light" size="xs">
            {WORKFLOW_UI.backToList}
          </Button>
        </Stack>
      </Alert>
    </>
  );
}

/**
 * /posts/add and /posts/{id} (docs/product.md, 'Editor'). Keyed by the path, so opening
 * /posts/add from an article (or another article) starts from a fresh form.
 */
export default function PostEditorRoute() {
  const { pathname } = useLocation();
  return <PostEditorPage key={pathname} />;
}

function PostEditorPage() {
  const { id: param } = useParams();
  const isNew = param === undefined;
  const id = parsePostId(param);
  const { user } = useSession();
  const allowed = can(user, 'writePosts');
  const navigate = useNavigate();
  const settings = useAppSettings();
  const post = usePost(allowed && id !== null ? id : null);

  // A missing, inactive or malformed article: say so and go back to the list.
  const missing =
    !isNew && (id === null || (post.error instanceof ApiError && [400, 404].includes(post.error.status)));
  const error = post.error;
  useEffect(() => {
    if (!allowed) return;
    if (missing) {
      showError(POST_MESSAGES.notFound(param ?? ''));
      navigate(paths.posts.href(), { replace: true });
    } else if (error && !(error instanceof ApiError && error.status === 401)) {
      console.error(`GET /api/posts/${param} failed`, error);
      showError(error.message);
    }
  }, [allowed, missing, error, param, navigate]);

  if (!user) return <PageHeader title={isNew ? EDITOR.newTitle : EDITOR.loadingTitle} />;
  if (!allowed)
    return (
      <EditorDenied title={isNew ? EDITOR.newTitle : EDITOR.editTitle} reason={WORKFLOW_UI.deniedNoWrite} />
    );
  // A colleague's article needs articles.write_all (the server refuses its saves otherwise).
  if (post.data && post.data.user_id !== user.id && !can(user, 'editAllPosts'))
    return <EditorDenied title={EDITOR.editTitle} reason={WORKFLOW_UI.deniedOthers} />;

  const publicSiteUrl = settingValue(settings.data, 'PUBLIC_SITE_URL').replace(/\/+$/, '');
  if (isNew) return <PostEditorForm post={null} publicSiteUrl={publicSiteUrl} />;
  if (!post.data) {
    return (
      <>
        <PageHeader title={EDITOR.loadingTitle} />
        <Paper withBorder radius="md" p="lg" aria-busy="true">
          <Stack>
            <Skeleton height={36} />
            <Skeleton height={80} />
            <Skeleton height={300} />
          </Stack>
        </Paper>
      </>
    );
  }
  return <PostEditorForm post={post.data} publicSiteUrl={publicSiteUrl} />;
}
