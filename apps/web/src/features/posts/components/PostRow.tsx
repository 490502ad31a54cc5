import { Badge, Checkbox, Skeleton } from '@mantine/core';
import {
  decodeTitle,
  EMBARGO_UI,
  formatDateTime,
  formatNumber,
  POST_ANALYTICS,
  POST_LIST,
  POST_LIST_DESK,
  type PostListItem,
  paths,
  SCHEDULE_UI,
  splitKeywords,
  WORKFLOW_BADGE_COLORS,
  WORKFLOW_STATUS_LABELS,
} from '@newsroom/shared';
import {
  IconCalendar,
  IconClockHour4,
  IconDeviceDesktop,
  IconDeviceMobile,
  IconEye,
  IconFolder,
  IconLock,
  IconUser,
} from '@tabler/icons-react';
import { type ComponentType, memo } from 'react';
import { Link } from 'react-router';
import { RowActionButton } from '../../../components/RowActionButton.tsx';
import list from '../PostList.module.css';
import classes from './PostRow.module.css';
import { PostSnippet } from './PostSnippet.tsx';
import { PostThumbnail } from './PostThumbnail.tsx';

const MAX_TAGS = 6;

/** A row's visitor numbers; 'pending' while GA4 numbers are on their way. */
export type RowVisitors = { total: number; desktop: number; mobile: number } | 'pending';

interface PostRowProps {
  post: PostListItem;
  /** Numbers from GA4; without them, the built-in counters of the row. */
  visitors?: RowVisitors;
  canWrite: boolean;
  onDelete: (post: PostListItem) => void;
  /** Rows near the top load their image at once. */
  eager: boolean;
  /** Chosen for a bulk action. */
  selected: boolean;
  /** Selects or unselects the row; undefined: it cannot be chosen (a deleted article). */
  onToggle?: (post: PostListItem) => void;
}

/**
 * One article of the list: its checkbox, thumbnail with its type, the title (a link to the editor
 * for users who may edit it), the lead (or, in a 'Szöveg' search, the passage of the matched words),
 * tags, author, date and time, visitors, actions. A page shows up
 * to a hundred rows, so a row is mostly plain elements styled by PostList.module.css (the row and
 * its cells) and PostRow.module.css (what they hold), with Mantine components only where they do
 * something (the checkbox, the badges, the buttons), and memoised: selecting one row renders that
 * row again, not the page.
 */
export const PostRow = memo(function PostRow({
  post,
  visitors,
  canWrite,
  onDelete,
  eager,
  selected,
  onToggle,
}: PostRowProps) {
  const isActive = Boolean(post.is_active);
  const editable = canWrite && isActive;
  const title = decodeTitle(post.title);
  const tags = splitKeywords(post.keywords);
  const date = formatDateTime(post.creation_date);
  const shown = visitors ?? {
    total: post.total_visitors,
    desktop: post.desktop_visitors,
    mobile: post.mobile_visitors,
  };
  const count = (key: 'total' | 'desktop' | 'mobile') => (shown === 'pending' ? undefined : shown[key]);

  return (
    <tr
      className={list.row}
      data-testid="post-row"
      data-inactive={isActive ? undefined : true}
      data-selected={selected || undefined}
    >
      {canWrite && (
        <td className={list.select}>
          {onToggle && (
            <Checkbox
              aria-label={POST_LIST_DESK.selectRow(title)}
              checked={selected}
              onChange={() => onToggle(post)}
            />
          )}
        </td>
      )}

      <td className={list.thumb}>
        <PostThumbnail thumbnail={post.thumbnail} eager={eager} />
        {post.post_type && (
          <Badge className={classes.typeFlag} size="xs" radius="xs" variant="filled" color="dark">
            {post.post_type}
          </Badge>
        )}
      </td>

      <td className={list.main}>
        <div className={classes.titleLine}>
          <h2 className={classes.title}>
            {/* A real link: the editor opens in this tab, or another with Ctrl/Cmd or the middle button. */}
            {editable ? (
              <Link to={paths.post.href(post.id)} className={classes.titleLink}>
                {title}
              </Link>
            ) : (
              title
            )}
          </h2>
          {!isActive && (
            <Badge color="red" variant="light" size="sm" className={classes.deletedBadge}>
              {POST_LIST.deleted}
            </Badge>
          )}
          {post.menu_type === 'draft' && post.publish_at && (
            <Badge
              color="blue"
              variant="light"
              size="sm"
              tt="none"
              className={classes.deletedBadge}
              leftSection={<IconClockHour4 size={12} aria-hidden />}
              data-testid="scheduled-badge"
            >
              {SCHEDULE_UI.scheduled}{' '}
              <time dateTime={post.publish_at}>{formatDateTime(post.publish_at)}</time>
            </Badge>
          )}
          {post.menu_type === 'draft' && post.workflow_status !== 'draft' && (
            <Badge
              color={WORKFLOW_BADGE_COLORS[post.workflow_status]}
              variant="light"
              size="sm"
              tt="none"
              className={classes.deletedBadge}
              data-testid="workflow-badge"
            >
              {WORKFLOW_STATUS_LABELS[post.workflow_status]}
            </Badge>
          )}
          {post.embargo_until && Date.parse(post.embargo_until) > Date.now() && (
            <Badge
              color="red"
              variant="outline"
              size="sm"
              tt="none"
              className={classes.deletedBadge}
              leftSection={<IconLock size={12} aria-hidden />}
              data-testid="embargo-badge"
            >
              {EMBARGO_UI.badge}{' '}
              <time dateTime={post.embargo_until}>{formatDateTime(post.embargo_until)}</time>
            </Badge>
          )}
        </div>
        {post.snippet ? (
          <PostSnippet snippet={post.snippet} />
        ) : (
          post.short_content && <p className={classes.excerpt}>{post.short_content}</p>
        )}
        {tags.length > 0 && (
          <ul className={classes.tags} aria-label={POST_LIST.tags}>
            {tags.slice(0, MAX_TAGS).map((tag) => (
              <li key={tag} className={classes.tag}>
                {tag}
              </li>
            ))}
            {tags.length > MAX_TAGS && (
              <li className={classes.tag} data-more title={tags.slice(MAX_TAGS).join(', ')}>
                +{tags.length - MAX_TAGS}
                <span className={classes.srOnly}>: {tags.slice(MAX_TAGS).join(', ')}</span>
              </li>
            )}
          </ul>
        )}
      </td>

      <td className={list.meta}>
        <span className={classes.metaLine}>
          <IconCalendar size={15} stroke={1.6} aria-hidden />
          <time dateTime={post.creation_date} className={classes.date}>
            {date}
          </time>
        </span>
        <span className={classes.metaLine}>
          <IconUser size={15} stroke={1.6} aria-hidden />
          <span className={classes.srOnly}>{POST_LIST.author}: </span>
          <span className={classes.author}>{post.full_name}</span>
        </span>
        {post.menu_name && (
          <span className={classes.metaLine}>
            <IconFolder size={15} stroke={1.6} aria-hidden />
            <span className={classes.srOnly}>{POST_LIST.menu}: </span>
            <span className={classes.menuName}>{post.menu_name}</span>
          </span>
        )}
      </td>

      <td className={list.visitorsCell}>
        <ul
          className={classes.visitors}
          aria-label={POST_LIST.visitorsLabel}
          aria-busy={shown === 'pending' || undefined}
          data-source={visitors ? 'analytics' : 'built-in'}
        >
          <Visitors icon={IconEye} label={POST_LIST.visitorsTotal} count={count('total')} strong />
          <Visitors icon={IconDeviceDesktop} label={POST_LIST.visitorsDesktop} count={count('desktop')} />
          <Visitors icon={IconDeviceMobile} label={POST_LIST.visitorsMobile} count={count('mobile')} />
        </ul>
      </td>

      <td className={list.actions}>
        {/* A deleted article cannot be opened for editing (docs/product.md), so it offers no actions. */}
        {editable && (
          <>
            <RowActionButton kind="edit" label={POST_LIST.edit} item={title} to={paths.post.href(post.id)} />
            <RowActionButton
              kind="delete"
              label={POST_LIST.delete}
              item={title}
              onClick={() => onDelete(post)}
            />
          </>
        )}
      </td>
    </tr>
  );
});

function Visitors({
  icon: Icon,
  label,
  count,
  strong = false,
}: {
  icon: ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;
  label: string;
  /** Undefined while the number loads. */
  count: number | undefined;
  strong?: boolean;
}) {
  return (
    <li className={classes.visitor} title={label} data-strong={strong || undefined}>
      <Icon size={15} stroke={1.6} aria-hidden />
      <span className={classes.srOnly}>{label}: </span>
      {count === undefined ? (
        <Skeleton height={12} width={36} radius="sm" aria-label={POST_ANALYTICS.pending} />
      ) : (
        <span>{formatNumber(count)}</span>
      )}
    </li>
  );
}
