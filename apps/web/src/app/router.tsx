import { paths } from '@newsroom/shared';
import { createBrowserRouter } from 'react-router';
import { prefetchPostList } from '../features/posts/prefetch.ts';
import { queryClient } from '../lib/query-client.ts';
import { lazyPage } from './lazy-page.ts';
import { Root } from './Root.tsx';
import { RouteError } from './RouteError.tsx';

/**
 * The route table of docs/product.md, in browser-history mode, with no guard; the patterns are the
 * shared map's (packages/shared/src/paths.ts). A screen that puts several features together is a
 * module of app/routes/.
 */
export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home.path, lazy: lazyPage(() => import('../features/dashboard/DashboardPage.tsx')) },
      { path: paths.dashboard.path, lazy: lazyPage(() => import('../features/dashboard/DashboardPage.tsx')) },
      { path: paths.about.path, lazy: lazyPage(() => import('../features/about/AboutPage.tsx')) },
      { path: paths.settings.path, lazy: lazyPage(() => import('../features/settings/SettingsPage.tsx')) },
      {
        path: paths.posts.path,
        loader: ({ request }) => {
          prefetchPostList(queryClient, 'post', new URL(request.url));
          return null;
        },
        lazy: lazyPage(() => import('../features/posts/PostListPage.tsx')),
      },
      {
        path: paths.drafts.path,
        loader: ({ request }) => {
          prefetchPostList(queryClient, 'draft', new URL(request.url));
          return null;
        },
        lazy: lazyPage(() =>
          import('../features/posts/PostListPage.tsx').then((m) => ({ default: m.DraftsRoute })),
        ),
      },
      {
        path: paths.desk.path,
        lazy: lazyPage(() =>
          import('../features/posts/PostListPage.tsx').then((m) => ({ default: m.DeskRoute })),
        ),
      },
      {
        path: paths.newPost.path,
        lazy: lazyPage(() => import('../features/posts/editor/PostEditorPage.tsx')),
      },
      {
        path: paths.post.path,
        id: 'postDetails',
        lazy: lazyPage(() => import('../features/posts/editor/PostEditorPage.tsx')),
      },
      {
        path: paths.postTypeReport.path,
        lazy: lazyPage(() =>
          import('../features/reports/ReportPage.tsx').then((m) => ({ default: m.PostTypeReportPage })),
        ),
      },
      {
        path: paths.postCountReport.path,
        lazy: lazyPage(() =>
          import('../features/reports/ReportPage.tsx').then((m) => ({ default: m.PostCountReportPage })),
        ),
      },
      {
        path: paths.postVisitors.path,
        lazy: lazyPage(() => import('../features/reports/PostVisitorsRedirect.tsx')),
      },
      { path: paths.campaigns.path, lazy: lazyPage(() => import('../features/ads/CampaignsPage.tsx')) },
      { path: paths.banners.path, lazy: lazyPage(() => import('../features/ads/BannersPage.tsx')) },
      {
        path: paths.googleAds.path,
        lazy: lazyPage(() => import('../features/ads/GoogleAdsPage.tsx')),
      },
      {
        path: paths.polls.path,
        lazy: lazyPage(() => import('../features/polls/PollsPage.tsx')),
      },
      { path: paths.users.path, lazy: lazyPage(() => import('../features/users/UserListPage.tsx')) },
      { path: paths.newUser.path, lazy: lazyPage(() => import('./routes/user.tsx')) },
      {
        path: paths.user.path,
        id: 'userDetails',
        lazy: lazyPage(() => import('./routes/user.tsx')),
      },
      { path: paths.auditLog.path, lazy: lazyPage(() => import('./routes/audit-log.tsx')) },
      {
        path: paths.integrations.path,
        lazy: lazyPage(() => import('../features/integrations/IntegrationsPage.tsx')),
      },
      { path: paths.roles.path, lazy: lazyPage(() => import('../features/roles/RolesPage.tsx')) },
      {
        path: paths.publishChecklist.path,
        lazy: lazyPage(() => import('../features/checklist/PublishChecklistPage.tsx')),
      },
      { path: paths.media.path, lazy: lazyPage(() => import('../features/media/MediaLibraryPage.tsx')) },
      {
        path: paths.categories.path,
        lazy: lazyPage(() => import('../features/categories/CategoriesPage.tsx')),
      },
      { path: paths.keywords.path, lazy: lazyPage(() => import('../features/keywords/KeywordsPage.tsx')) },
      { path: paths.myAccount.path, lazy: lazyPage(() => import('./routes/my-account.tsx')) },
      {
        path: paths.changePassword.path,
        lazy: lazyPage(() => import('../features/users/ChangePasswordPage.tsx')),
      },
      { path: '*', lazy: lazyPage(() => import('./NotFoundPage.tsx')) },
    ],
  },
]);
