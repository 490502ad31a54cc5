import { TITLES } from '@newsroom/shared';
import { createBrowserRouter, useParams } from 'react-router';
import { PlaceholderPage } from '../components/PlaceholderPage.tsx';
import { prefetchPostList } from '../features/posts/prefetch.ts';
import { queryClient } from '../lib/query-client.ts';
import { lazyPage } from './lazy-page.ts';
import { Root } from './Root.tsx';
import { RouteError } from './RouteError.tsx';

function placeholder(title: string) {
  return () => <PlaceholderPage title={title} />;
}

function UserDetailsPlaceholder() {
  const { id } = useParams();
  const numericId = Number(id);
  const suffix = Number.isInteger(numericId) && numericId > 0 ? ` #${numericId}` : '';
  return <PlaceholderPage title={`${TITLES.userData}${suffix}`} />;
}

/** The route table of SPEC.md point 2, in browser-history mode, with no guard. */
export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      { path: '/', Component: placeholder(TITLES.home) },
      { path: '/dashboard', Component: placeholder(TITLES.dashboard) },
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
      { path: '/reports/post-type', Component: placeholder(TITLES.reportPostType) },
      { path: '/reports/post-count', Component: placeholder(TITLES.reportPostCount) },
      {
        path: '/reports/post-visitors',
        lazy: lazyPage(() => import('../features/reports/PostVisitorsRedirect.tsx')),
      },
      { path: '/campaigns', Component: placeholder(TITLES.campaigns) },
      { path: '/campaigns/banners', Component: placeholder(TITLES.banners) },
      { path: '/campaigns/google-ads', Component: placeholder(TITLES.googleAds) },
      { path: '/tools/voting-widgets', Component: placeholder(TITLES.votingWidgets) },
      { path: '/users', Component: placeholder(TITLES.users) },
      { path: '/users/add', Component: placeholder(TITLES.userData) },
      { path: '/users/:id', id: 'userDetails', Component: UserDetailsPlaceholder },
      { path: '/my-account', Component: placeholder(TITLES.myAccount) },
      { path: '/my-account/change-password', Component: placeholder(TITLES.changePassword) },
      { path: '*', lazy: lazyPage(() => import('./NotFoundPage.tsx')) },
    ],
  },
]);
