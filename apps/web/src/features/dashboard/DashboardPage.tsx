import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { Anchor, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  DASHBOARD,
  decodeTitle,
  formatDateTime,
  formatShortDay,
  POST_SCHEDULE,
  SCHEDULE_UI,
  type ScheduledArticle,
  TITLES,
} from '@newsroom/shared';
import { IconAd2, IconArticle, IconSpeakerphone, IconUsers } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StatCard } from '../../components/StatCard.tsx';
import { useSession } from '../../lib/session.ts';
import { useDashboard } from './api/dashboard.ts';

/** The four cards of docs/product.md (Home dashboard), each going to its screen. */
const STAT_CARDS = [
  { label: DASHBOARD.posts, count: 'post_count', to: '/posts', Icon: IconArticle, color: 'blue' },
  {
    label: DASHBOARD.visitors,
    count: 'visitors_count',
    to: '/reports/post-visitors',
    Icon: IconUsers,
    color: 'teal',
  },
  {
    label: DASHBOARD.campaigns,
    count: 'campaigns_count',
    to: '/campaigns',
    Icon: IconSpeakerphone,
    color: 'orange',
  },
  {
    label: DASHBOARD.banners,
    count: 'banners_count',
    to: '/campaigns/banners',
    Icon: IconAd2,
    color: 'grape',
  },
] as const;

const numberFormat = new Intl.NumberFormat('hu-HU', { useGrouping: 'always' });

/** The home dashboard ('/' and '/dashboard', docs/product.md): four stat cards, the weekly chart, the admin area. */
export default function DashboardPage() {
  const { user } = useSession();
  const dashboard = useDashboard();
  const data = dashboard.data;
  const chartTitleId = useId();
  const adminTitleId = useId();
  const scheduledTitleId = useId();

  return (
    <>
      <PageHeader title={TITLES.dashboard} />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        {STAT_CARDS.map((card) => (
          <StatCard
            key={card.to}
            label={card.label}
            value={data?.[card.count].total}
            to={card.to}
            icon={<card.Icon size={24} />}
            color={card.color}
          />
        ))}
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

      <Paper withBorder radius="md" p="md" mt="lg" component="section" aria-labelledby={scheduledTitleId}>
        <Title order={2} size="h4" mb="md" id={scheduledTitleId}>
          {POST_SCHEDULE.dashboardTitle}
        </Title>
        {dashboard.isError ? (
          <Text c="red">{DASHBOARD.loadError}</Text>
        ) : data ? (
          <ScheduledList articles={data.scheduled_posts} />
        ) : null}
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

/** The next scheduled drafts: title (to the editor), category, time (Budapest) and who scheduled it. */
function ScheduledList({ articles }: { articles: ScheduledArticle[] }) {
  if (articles.length === 0) return <Text c="dimmed">{SCHEDULE_UI.upcomingEmpty}</Text>;
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} data-testid="scheduled-posts">
      {articles.map((article) => (
        <li key={article.id}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Anchor component={Link} to={`/posts/${article.id}`} fw={600}>
              {decodeTitle(article.title)}
            </Anchor>
            <time dateTime={article.publish_at}>{formatDateTime(article.publish_at)}</time>
          </Group>
          <Text size="sm" c="dimmed">
            {[
              article.menu_name,
              article.scheduled_by_name && SCHEDULE_UI.scheduledBy(article.scheduled_by_name),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </li>
      ))}
    </Stack>
  );
}
