import { Group, Loader, Text } from '@mantine/core';
import { POST_ANALYTICS } from '@newsroom/shared';
import { IconBrandGoogle, IconLogout } from '@tabler/icons-react';
import { SmallButton } from '../../../components/SmallButton.tsx';
import type { AnalyticsVisitors } from './use-analytics-visitors.ts';

/** Above the article list when GA4 is configured: where the visitor numbers come from, sign in or out. */
export function AnalyticsBar({ analytics }: { analytics: AnalyticsVisitors }) {
  if (!analytics.isConfigured) return null;
  return (
    <Group justify="space-between" gap="sm" mb="sm" wrap="wrap" data-testid="analytics-bar">
      <Group gap={8} wrap="nowrap">
        {analytics.isLoading ? (
          <>
            <Loader size="xs" />
            <Text size="sm" c="dimmed" role="status">
              {POST_ANALYTICS.loading}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {analytics.counts ? POST_ANALYTICS.sourceAnalytics : POST_ANALYTICS.sourceBuiltIn}
          </Text>
        )}
      </Group>
      {analytics.isSignedIn ? (
        <SmallButton
          icon={IconLogout}
          iconSize={14}
          variant="subtle"
          color="gray"
          onClick={analytics.signOut}
        >
          {POST_ANALYTICS.signOut}
        </SmallButton>
      ) : (
        <SmallButton
          icon={IconBrandGoogle}
          iconSize={14}
          loading={analytics.isSigningIn}
          onClick={analytics.signIn}
        >
          {POST_ANALYTICS.signIn}
        </SmallButton>
      )}
    </Group>
  );
}
