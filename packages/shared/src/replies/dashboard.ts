import { z } from 'zod';
import { okReplySchema, recordIdSchema, timestampSchema } from '../envelope.ts';
import { publishedLateArticleSchema, scheduledArticleSchema } from './posts.ts';

/** `YYYY-MM-DD`, a newsroom calendar day. */
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One day of the dashboard's weekly chart. */
export const weeklyVisitorsRowSchema = z.object({
  date: daySchema,
  total: z.number().int().min(0),
  desktop: z.number().int().min(0),
  mobile: z.number().int().min(0),
});
export type WeeklyVisitorsRow = z.infer<typeof weeklyVisitorsRowSchema>;

const countSchema = z.object({ total: z.number().int().min(0) });
const viewsSchema = z.number().int().min(0);

/** What every article of the dashboard's lists carries. */
const dashboardArticleSchema = z.object({ id: recordIdSchema, title: z.string(), menu_name: z.string() });

/** An article of today's most read: its views today, by device class. */
export const dashboardMostReadSchema = dashboardArticleSchema
  .extend({ views: viewsSchema, desktop: viewsSchema, mobile: viewsSchema })
  .meta({ id: 'DashboardMostRead' });
export type DashboardMostRead = z.infer<typeof dashboardMostReadSchema>;

/** One of the signed-in user's drafts. */
export const dashboardDraftSchema = dashboardArticleSchema
  .extend({
    last_update: timestampSchema,
    publish_at: timestampSchema.nullable().describe('Set when the draft is scheduled.'),
  })
  .meta({ id: 'DashboardDraft' });
export type DashboardDraft = z.infer<typeof dashboardDraftSchema>;

/** A published article, newest first. */
export const dashboardPublishedSchema = dashboardArticleSchema
  .extend({
    creation_date: timestampSchema,
    full_name: z.string().describe("The author's name, last name first."),
  })
  .meta({ id: 'DashboardPublished' });
export type DashboardPublished = z.infer<typeof dashboardPublishedSchema>;

/** Active users by role flag (a user with several flags counts under each). */
export const usersByRoleSchema = z
  .object({
    total: viewsSchema,
    is_admin: viewsSchema,
    is_administrator: viewsSchema,
    is_developer: viewsSchema,
    none: viewsSchema.describe('Users without any role flag: they read only.'),
    two_factor: viewsSchema.describe('Users with a second factor turned on.'),
  })
  .meta({ id: 'UsersByRole' });
export type UsersByRole = z.infer<typeof usersByRoleSchema>;

/** A sign-in of the audit trail (action 'login'). */
export const recentSignInSchema = z
  .object({
    id: recordIdSchema.describe("The audit trail entry's id."),
    at: timestampSchema,
    user_id: z.number().int().nullable(),
    user_name: z.string().nullable(),
    user_email: z.string().nullable(),
    address: z.string().nullable(),
  })
  .meta({ id: 'RecentSignIn' });
export type RecentSignIn = z.infer<typeof recentSignInSchema>;

/** An account that reached the failed sign-in backstop (audit action 'login_backstop'). */
export const signInAlertSchema = z
  .object({
    id: recordIdSchema.describe("The audit trail entry's id."),
    at: timestampSchema,
    user_id: z.number().int().nullable().describe('The account, when the e-mail belongs to one.'),
    user_name: z.string().nullable(),
    user_email: z.string().nullable().describe('The e-mail that was tried.'),
  })
  .meta({ id: 'SignInAlert' });
export type SignInAlert = z.infer<typeof signInAlertSchema>;

/** The administrators' area of the dashboard. */
export const dashboardAdminSchema = z
  .object({
    users_by_role: usersByRoleSchema,
    recent_sign_ins: z
      .array(recentSignInSchema)
      .nullable()
      .describe('The last 8 sign-ins, newest first; null unless the user may read the audit trail.'),
    sign_in_alerts: z
      .array(signInAlertSchema)
      .nullable()
      .describe(
        'Accounts that reached the failed sign-in backstop in the last 7 days (at most 5, newest first); null unless the user may read the audit trail.',
      ),
  })
  .meta({ id: 'DashboardAdmin' });
export type DashboardAdmin = z.infer<typeof dashboardAdminSchema>;

/**
 * `GET /api/dashboard` data: four counts, the last 7 days' visitors, ending today, the next
 * scheduled drafts and the last day's late scheduled publications, today's most read articles, the
 * user's own drafts, the latest published, and for admins and administrators their area.
 */
export const dashboardDataSchema = z
  .object({
    post_count: countSchema,
    visitors_count: countSchema.extend({
      since: daySchema.nullable().describe('The first day counted; null before any page view.'),
    }),
    campaigns_count: countSchema,
    banners_count: countSchema,
    weekly_post_visitors: z.array(weeklyVisitorsRowSchema),
    scheduled_posts: z.array(scheduledArticleSchema).describe('The next 5 scheduled drafts, soonest first.'),
    published_late_posts: z
      .array(publishedLateArticleSchema)
      .describe(
        'Up to 5 active articles the scheduler published late (published_late: 1) in the last 24 hours, latest first.',
      ),
    most_read_today: z
      .array(dashboardMostReadSchema)
      .describe("Today's 5 most read articles (Budapest calendar day), most views first."),
    own_drafts: z.array(dashboardDraftSchema).describe("The user's 5 last saved active drafts."),
    own_drafts_total: viewsSchema.describe('How many active drafts the user has.'),
    latest_published: z.array(dashboardPublishedSchema).describe('The 5 newest active published articles.'),
    admin: dashboardAdminSchema
      .nullable()
      .describe('For is_admin and is_administrator users; null for the others.'),
  })
  .meta({ id: 'DashboardData' });
export type DashboardData = z.infer<typeof dashboardDataSchema>;

export const dashboardReplySchema = okReplySchema(dashboardDataSchema);
