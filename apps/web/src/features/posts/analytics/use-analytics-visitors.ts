import { DEFAULT_ANALYTICS_API_URL, POST_ANALYTICS, type PostListItem, settingValue } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { showError } from '../../../lib/messages.ts';
import { useSession } from '../../../lib/session.ts';
import { useAppSettings } from '../../../lib/settings.ts';
import { analyticsTokenStore, useAnalyticsToken } from './analytics-token.ts';
import { requestAnalyticsToken, revokeAnalyticsToken } from './google-identity.ts';
import { AnalyticsRequestError, fetchVisitorCounts, type VisitorCounts } from './run-report.ts';

export interface AnalyticsVisitors {
  /** Both the client id and the property id are set: the sign-in button is offered. */
  isConfigured: boolean;
  isSignedIn: boolean;
  isSigningIn: boolean;
  /** The page's numbers are on their way (show the progress text). */
  isLoading: boolean;
  /** GA4 numbers of the page's rows by id, while signed in and loaded; otherwise the built-in counters show. */
  counts: Map<number, VisitorCounts> | undefined;
  signIn(): void;
  signOut(): void;
}

/**
 * GA4 visitor numbers for the rows of one list page (docs/product.md: "after the list loads, visitor
 * numbers are fetched ... if the analytics sign-in is active"). One query per page of rows.
 */
export function useAnalyticsVisitors(posts: PostListItem[] | undefined): AnalyticsVisitors {
  const settings = useAppSettings();
  const { user } = useSession();
  const clientId = settingValue(settings.data, 'ANALYTICS_CLIENT_ID').trim();
  const propertyId = settingValue(settings.data, 'ANALYTICS_PROPERTY_ID').trim();
  const baseUrl = settingValue(settings.data, 'ANALYTICS_API_URL').trim() || DEFAULT_ANALYTICS_API_URL;
  const isConfigured = clientId !== '' && propertyId !== '';
  const accessToken = useAnalyticsToken(clientId, user?.id);
  const [isSigningIn, setSigningIn] = useState(false);

  const articles = posts?.map((p) => ({ id: p.id, post_url: p.post_url })) ?? [];
  const enabled = isConfigured && Boolean(accessToken) && posts !== undefined && articles.length > 0;
  const query = useQuery({
    queryKey: ['ga4-visitors', propertyId, baseUrl, accessToken, articles],
    queryFn: ({ signal }) =>
      fetchVisitorCounts(articles, { baseUrl, propertyId, accessToken: accessToken ?? '', signal }),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });

  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (!failedAt) return;
    // An expired or withdrawn grant: signed out, so the next click asks Google again.
    if (query.error instanceof AnalyticsRequestError && query.error.status === 401)
      analyticsTokenStore.set(null);
    showError(POST_ANALYTICS.loadError);
  }, [failedAt, query.error]);

  return {
    isConfigured,
    isSignedIn: isConfigured && Boolean(accessToken),
    isSigningIn,
    isLoading: enabled && query.isFetching,
    // Data of this very page only (no placeholder from the previous one); kept while refreshing.
    counts: enabled && query.isSuccess ? query.data : undefined,
    signIn() {
      if (!isConfigured || !user || isSigningIn) return;
      setSigningIn(true);
      requestAnalyticsToken(clientId)
        .then((granted) => analyticsTokenStore.set({ ...granted, clientId, userId: user.id }))
        .catch(() => showError(POST_ANALYTICS.signInFailed))
        .finally(() => setSigningIn(false));
    },
    signOut() {
      const stored = analyticsTokenStore.get();
      if (stored) revokeAnalyticsToken(stored.accessToken);
      analyticsTokenStore.set(null);
    },
  };
}
