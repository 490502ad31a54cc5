import { Badge } from '@mantine/core';
import {
  DASHBOARD,
  type DashboardDraft,
  type DashboardMostRead,
  type DashboardPublished,
  decodeTitle,
  formatDateTime,
  formatNumber,
  POST_SCHEDULE,
  type PublishedLateArticle,
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

/**
 * 'Időzített cikkek': the articles the scheduler published late in the last day, each with a
 * 'késve' badge beside the time it went out and the time it was due below, then the next scheduled
 * drafts, soonest first; with who scheduled them.
 */
export function ScheduledArticles({
  articles,
  late,
  linkOf,
}: {
  articles: ScheduledArticle[];
  late: PublishedLateArticle[];
  linkOf: EditorLink;
}) {
  const scheduledBy = (a: ScheduledArticle) =>
    a.scheduled_by_name && SCHEDULE_UI.scheduledBy(a.scheduled_by_name);
  return (
    <DashboardSection title={POST_SCHEDULE.dashboardTitle}>
      <ArticleList empty={SCHEDULE_UI.upcomingEmpty} testId="scheduled-posts">
        {[
          ...late.map((a) => (
            <ArticleLine
              key={`late-${a.id}`}
              title={decodeTitle(a.title)}
              to={linkOf(a.id)}
              aside={
                <>
                  <Badge component="span" color="orange" variant="light" size="sm" tt="none" mr={6}>
                    {SCHEDULE_UI.late}
                  </Badge>
                  <time dateTime={a.published_late_at}>{formatDateTime(a.published_late_at)}</time>
                </>
              }
              details={joined(
                a.menu_name,
                SCHEDULE_UI.scheduledFor(formatDateTime(a.publish_at)),
                scheduledBy(a),
              )}
            />
          )),
          ...articles.map((a) => (
            <ArticleLine
              key={a.id}
              title={decodeTitle(a.title)}
              to={linkOf(a.id)}
              aside={<time dateTime={a.publish_at}>{formatDateTime(a.publish_at)}</time>}
              details={joined(a.menu_name, scheduledBy(a))}
            />
          )),
        ]}
      </ArticleList>
    </DashboardSection>
  );
}
