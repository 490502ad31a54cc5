import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { Box, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import {
  can,
  DASHBOARD,
  type DashboardData,
  formatNumber,
  formatShortDay,
  paths,
  TITLES,
} from '@newsroom/shared';
import { IconAd2, IconArticle, IconSpeakerphone, IconUsers } from '@tabler/icons-react';
import { useId } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StatCard } from '../../components/StatCard.tsx';
import { useSession } from '../../lib/session.ts';
import { useDashboard } from './api/dashboard.ts';
import { AdminArea } from './components/AdminArea.tsx';
import { LatestPublished, MostReadToday, OwnDrafts, ScheduledArticles } from './components/ArticleLists.tsx';

/** The four cards of docs/product.md (Home dashboard), each going to its screen and saying its period. */
const STAT_CARDS = [
  {
    label: DASHBOARD.posts,
    count: 'post_count',
    period: () => DASHBOARD.postsPeriod,
    to: paths.posts.href(),
    Icon: IconArticle,
    color: 'blue',
  },
  {
    label: DASHBOARD.visitors,
    count: 'visitors_count',
    period: (data: DashboardData) =>
      data.visitors_count.since
        ? DASHBOARD.visitorsPeriod(data.visitors_count.since)
        : DASHBOARD.visitorsPeriodEmpty,
    to: paths.postVisitors.href(),
    Icon: IconUsers,
    color: 'teal',
  },
  {
    label: DASHBOARD.campaigns,
    count: 'campaigns_count',
    period: () => DASHBOARD.campaignsPeriod,
    to: paths.campaigns.href(),
    Icon: IconSpeakerphone,
    color: 'orange',
  },
  {
    label: DASHBOARD.banners,
    count: 'banners_count',
    period: () => DASHBOARD.bannersPeriod,
    to: paths.banners.href(),
    Icon: IconAd2,
    color: 'grape',
  },
] as const;

/**
 * The home dashboard ('/' and '/dashboard', docs/product.md): four stat cards with their periods,
 * the weekly chart, today's most read articles, the user's own drafts, the latest published and the
 * scheduled ones, and the administrators' area.
 */
export default function DashboardPage() {
  const { user } = useSession();
  const dashboard = useDashboard();
  const data = dashboard.data;
  const chartTitleId = useId();
  const canWrite = can(user, 'writePosts');
  // Titles lead to the editor only for those who may write articles.
  const linkOf = (id: number) => (canWrite ? paths.post.href(id) : null);
  const week = data?.weekly_post_visitors ?? [];
  const firstDay = week[0]?.date;
  const lastDay = week.at(-1)?.date;

  return (
    <>
      <PageHeader title={TITLES.dashboard} />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        {STAT_CARDS.map((card) => (
          <StatCard
            key={card.to}
            label={card.label}
            value={data?.[card.count].total}
            period={data ? card.period(data) : undefined}
            to={card.to}
            icon={<card.Icon size={24} />}
            color={card.color}
          />
        ))}
      </SimpleGrid>

      <Paper withBorder radius="md" p="md" mt="lg" component="section" aria-labelledby={chartTitleId}>
        <Title order={2} size="h4" id={chartTitleId}>
          {DASHBOARD.weeklyTitle}
        </Title>
        <Text size="sm" c="dimmed" mb="md" data-testid="weekly-range">
          {firstDay && lastDay ? DASHBOARD.weeklyRange(firstDay, lastDay) : '\u00a0'}
        </Text>
        {dashboard.isError ? (
          <Text c="red">{DASHBOARD.loadError}</Text>
        ) : (
          <Box data-testid="weekly-chart">
            <AreaChart
              h={280}
              data={week}
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
              yAxisProps={{
                allowDecimals: false,
                width: 48,
                tickFormatter: (value: number) => formatNumber(value),
              }}
              valueFormatter={(value) => formatNumber(value)}
              tooltipProps={{ labelFormatter: (value) => formatShortDay(String(value)) }}
            />
          </Box>
        )}
      </Paper>

      {dashboard.isError ? null : data ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mt="lg">
          <MostReadToday articles={data.most_read_today} linkOf={linkOf} />
          {canWrite ? (
            <OwnDrafts drafts={data.own_drafts} total={data.own_drafts_total} linkOf={linkOf} />
          ) : null}
          <LatestPublished articles={data.latest_published} linkOf={linkOf} />
          <ScheduledArticles
            articles={data.scheduled_posts}
            late={data.published_late_posts}
            linkOf={linkOf}
          />
        </SimpleGrid>
      ) : null}

      {data?.admin ? <AdminArea admin={data.admin} /> : null}
    </>
  );
}
