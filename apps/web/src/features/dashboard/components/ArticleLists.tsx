import {
  DASHBOARD,
  type DashboardDraft,
  type DashboardMostRead,
  type DashboardPublished,
  decodeTitle,
  formatDateTime,
  formatNumber,
  POST_SCHEDULE,
  paths,
  SCHEDULE_UI,
  type ScheduledArticle,
} from '@newsroom/shared';
import { ArticleLine, ArticleList, DashboardSection } from './DashboardSection.tsx';

/** The editor's address of an article, or null when the user may not write articles. */
type EditorLink = (id: number) => string | null;

const joined = (...parts: Array<string | false | null | undefined>) => parts.filter(Boolean).join(' · ');

/** Today's most read articles (built-in statistics), most views first. */
export function MostReadToday({ articles, linkOf }: { articles: DashboardMostRead[]; linkOf: EditorLink }) {
  return (
    <DashboardSection title={DASHBOARD.mostReadToday} testId="most-read-today">
      <ArticleList empty={DASHBOARD.mostReadTodayEmpty}>
        {articles.map((a) => (
          <ArticleLine
            key={a.id}
            title={decodeTitle(a.title)}
            to={linkOf(a.id)}
            aside={DASHBOARD.views(formatNumber(a.views))}
            details={joined(
              a.menu_name,
              DASHBOARD.viewsByDevice(formatNumber(a.desktop), formatNumber(a.mobile)),
            )}
          />
        ))}
      </ArticleList>
    </DashboardSection>
  );
}

/** The user's own drafts, last saved first, with a link to all of them. */
export function OwnDrafts({
  drafts,
  total,
  linkOf,
}: {
  drafts: DashboardDraft[];
  total: number;
  linkOf: EditorLink;
}) {
  return (
    <DashboardSection
      title={DASHBOARD.ownDrafts}
      testId="own-drafts"
      more={
        total > 0
          ? { label: DASHBOARD.ownDraftsAll(formatNumber(total)), to: paths.drafts.href() }
          : undefined
      }
    >
      <ArticleList empty={DASHBOARD.ownDraftsEmpty}>
        {drafts.map((d) => (
          <ArticleLine
            key={d.id}
            title={decodeTitle(d.title)}
            to={linkOf(d.id)}
            aside={<time dateTime={d.last_update}>{formatDateTime(d.last_update)}</time>}
            details={joined(
              d.menu_name,
              d.publish_at && SCHEDULE_UI.scheduledFor(formatDateTime(d.publish_at)),
            )}
          />
        ))}
      </ArticleList>
    </DashboardSection>
  );
}

/** The newest published articles, with their category and author. */
export function LatestPublished({
  articles,
  linkOf,
}: {
  articles: DashboardPublished[];
  linkOf: EditorLink;
}) {
  return (
    <DashboardSection
      title={DASHBOARD.latestPublished}
      testId="latest-published"
      more={{ label: DASHBOARD.allPosts, to: paths.posts.href() }}
    >
      <ArticleList empty={DASHBOARD.latestPublishedEmpty}>
        {articles.map((a) => (
          <ArticleLine
            key={a.id}
            title={decodeTitle(a.title)}
            to={linkOf(a.id)}
            aside={<time dateTime={a.creation_date}>{formatDateTime(a.creation_date)}</time>}
            details={joined(a.menu_name, a.full_name)}
          />
        ))}
      </ArticleList>
    </DashboardSection>
  );
}

/** 'Időzített cikkek': the next scheduled drafts, soonest first, and who scheduled them. */
export function ScheduledArticles({
  articles,
  linkOf,
}: {
  articles: ScheduledArticle[];
  linkOf: EditorLink;
}) {
  return (
    <DashboardSection title={POST_SCHEDULE.dashboardTitle}>
      <ArticleList empty={SCHEDULE_UI.upcomingEmpty} testId="scheduled-posts">
        {articles.map((a) => (
          <ArticleLine
            key={a.id}
            title={decodeTitle(a.title)}
            to={linkOf(a.id)}
            aside={<time dateTime={a.publish_at}>{formatDateTime(a.publish_at)}</time>}
            details={joined(a.menu_name, a.scheduled_by_name && SCHEDULE_UI.scheduledBy(a.scheduled_by_name))}
          />
        ))}
      </ArticleList>
    </DashboardSection>
  );
}
