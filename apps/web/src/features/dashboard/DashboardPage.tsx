import { AreaChart } from '@mantine/charts';
import { Box, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { DASHBOARD, formatShortDay, TITLES } from '@newsroom/shared';
import { IconAd2, IconArticle, IconSpeakerphone, IconUsers } from '@tabler/icons-react';
import { useId } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StatCard } from '../../components/StatCard.tsx';
import { useSession } from '../../lib/session.ts';
import { useDashboard } from './api/dashboard.ts';

const numberFormat = new Intl.NumberFormat('hu-HU', { useGrouping: 'always' });

/** The home dashboard ('/' and '/dashboard', SPEC.md point 2): four stat cards, the weekly chart, the admin area. */
export default function DashboardPage() {
  const { user } = useSession();
  const dashboard = useDashboard();
  const data = dashboard.data;
  const chartTitleId = useId();
  const adminTitleId = useId();

  return (
    <>
      <PageHeader title={TITLES.dashboard} />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        <StatCard
          label={DASHBOARD.posts}
          value={data?.post_count.total}
          to="/posts"
          icon={<IconArticle size={24} />}
          color="blue"
        />
        <StatCard
          label={DASHBOARD.visitors}
          value={data?.visitors_count.total}
          to="/reports/post-visitors"
          icon={<IconUsers size={24} />}
          color="teal"
        />
        <StatCard
          label={DASHBOARD.campaigns}
          value={data?.campaigns_count.total}
          to="/campaigns"
          icon={<IconSpeakerphone size={24} />}
          color="orange"
        />
        <StatCard
          label={DASHBOARD.banners}
          value={data?.banners_count.total}
          to="/campaigns/banners"
          icon={<IconAd2 size={24} />}
          color="grape"
        />
      </SimpleGrid>

      <Paper withBorder radius="md" p="md" mt="lg" component="section" aria-labelledby={chartTitleId}>
        <Title order={2} size="h4" mb="md" id={chartTitleId}>
          {DASHBOARD.weeklyTitle}
        </Title>
        {dashboard.isError ? (
          <Text c="red">{DASHBOARD.loadError}</Text>
        ) : (
          <Box data-testid="weekly-chart">
            <AreaChart
              h={280}
              data={data?.weekly_post_visitors ?? []}
              dataKey="date"
              withLegend
              curveType="monotone"
              fillOpacity={0.15}
              series={[
                { name: 'total', label: DASHBOARD.total, color: 'blue.6' },
                { name: 'desktop', label: DASHBOARD.desktop, color: 'teal.6' },
                { name: 'mobile', label: DASHBOARD.mobile, color: 'orange.6' },
              ]}
              xAxisProps={{ tickFormatter: (value: string) => formatShortDay(value) }}
              yAxisProps={{ allowDecimals: false, width: 48 }}
              valueFormatter={(value) => numberFormat.format(value)}
              tooltipProps={{ labelFormatter: (value) => formatShortDay(String(value)) }}
            />
          </Box>
        )}
      </Paper>

      {user?.is_admin ? (
        <Paper withBorder radius="md" p="md" mt="lg" component="section" aria-labelledby={adminTitleId}>
          <Title order={2} size="h4" id={adminTitleId}>
            {DASHBOARD.adminArea}
          </Title>
        </Paper>
      ) : null}
    </>
  );
}
