import { createBrowserRouter } from 'react-router';
import { prefetchPostList } from '../features/posts/prefetch.ts';
import { queryClient } from '../lib/query-client.ts';
import { lazyPage } from './lazy-page.ts';
import { Root } from './Root.tsx';
import { RouteError } from './RouteError.tsx';

/** The route table of docs/product.md, in browser-history mode, with no guard. */
export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      { path: '/', lazy: lazyPage(() => import('../features/dashboard/DashboardPage.tsx')) },
      { path: '/dashboard', lazy: lazyPage(() => import('../features/dashboard/DashboardPage.tsx')) },
      { path: '/about', lazy: lazyPage(() => import('../features/about/AboutPage.tsx')) },
      { path: '/settings', lazy: lazyPage(() => import('../features/settings/SettingsPage.tsx')) },
      {
        path: '/posts',
        loader: ({ request }) => {
          prefetchPostList(queryClient, 'post', new URL(request.url));
          return null;
        },
        lazy: lazyPage(() => import('../features/posts/PostListPage.tsx')),
      },
      {
        path: '/posts/drafts',
        loader: ({ request }) => {
          prefetchPostList(queryClient, 'draft', new URL(request.url));
          return null;
        },
        lazy: lazyPage(() =>
          import('../features/posts/PostListPage.tsx').then((m) => ({ default: m.DraftsRoute })),
        ),
      },
      { path: '/posts/add', lazy: lazyPage(() => import('../features/posts/editor/PostEditorPage.tsx')) },
      {
        path: '/posts/:id',
        id: 'postDetails',
        lazy: lazyPage(() => import('../features/posts/editor/PostEditorPage.tsx')),
      },
      {
        path: '/reports/post-type',
        lazy: lazyPage(() =>
          import('../features/reports/ReportPage.tsx').then((m) => ({ default: m.PostTypeReportPage })),
        ),
      },
      {
        path: '/reports/post-count',
        lazy: lazyPage(() =>
          import('../features/reports/ReportPage.tsx').then((m) => ({ default: m.PostCountReportPage })),
        ),
      },
      {
        path: '/reports/post-visitors',
        lazy: lazyPage(() => import('../features/reports/PostVisitorsRedirect.tsx')),
      },
      { path: '/campaigns', lazy: lazyPage(() => import('../features/ads/CampaignsPage.tsx')) },
      { path: '/campaigns/banners', lazy: lazyPage(() => import('../features/ads/BannersPage.tsx')) },
      {
        path: '/campaigns/google-ads',
        lazy: lazyPage(() => import('../features/ads/GoogleAdsPage.tsx')),
      },
      {
        path: '/tools/voting-widgets',
        lazy: lazyPage(() => import('../features/polls/PollsPage.tsx')),
      },
      { path: '/users', lazy: lazyPage(() => import('../features/users/UserListPage.tsx')) },
      { path: '/users/add', lazy: lazyPage(() => import('../features/users/UserDetailsPage.tsx')) },
      {
        path: '/users/:id',
        id: 'userDetails',
        lazy: lazyPage(() => import('../features/users/UserDetailsPage.tsx')),
      },
      { path: '/audit-log', lazy: lazyPage(() => import('../features/audit/AuditLogPage.tsx')) },
      { path: '/my-account', lazy: lazyPage(() => import('../features/users/MyAccountPage.tsx')) },
      {
        path: '/my-account/change-password',
        lazy: lazyPage(() => import('../features/users/ChangePasswordPage.tsx')),
      },
      { path: '*', lazy: lazyPage(() => import('./NotFoundPage.tsx')) },
    ],
  },
]);
