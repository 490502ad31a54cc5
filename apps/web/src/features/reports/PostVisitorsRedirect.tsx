import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { ANALYTICS, settingValue, TITLES } from '@newsroom/shared';
import { useEffect } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useAppSettings } from '../../lib/settings.ts';

/** /reports/post-visitors: sends the browser to the analytics web site (the ANALYTICS_URL setting). */
export default function PostVisitorsRedirect() {
  const settings = useAppSettings();
  const url = settingValue(settings.data, 'ANALYTICS_URL');

  useEffect(() => {
    if (url) window.location.replace(url);
  }, [url]);

  if (settings.isSuccess && !url) {
    return (
      <>
        <PageHeader title={TITLES.postVisitors} />
        <Alert color="yellow">{ANALYTICS.missingUrl}</Alert>
      </>
    );
  }
  return (
    <Center py="xl">
      <Stack align="center">
        <Loader />
        <Text c="dimmed">{ANALYTICS.redirecting}</Text>
      </Stack>
    </Center>
  );
}
