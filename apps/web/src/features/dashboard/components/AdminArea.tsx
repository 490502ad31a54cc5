import { Alert, Anchor, List, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import {
  DASHBOARD,
  type DashboardAdmin,
  formatDateTime,
  formatNumber,
  paths,
  type RecentSignIn,
  type SignInAlert,
} from '@newsroom/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import classes from './Dashboard.module.css';
import { ArticleList, DashboardSection } from './DashboardSection.tsx';

/**
 * 'Adminisztrátori terület': active users by role, and for administrators (who may read the audit
 * trail) the accounts that reached the failed sign-in backstop this week and the latest sign-ins.
 */
export function AdminArea({ admin }: { admin: DashboardAdmin }) {
  const titleId = useId();
  const roles = admin.users_by_role;
  const rows: Array<[string, number]> = [
    [DASHBOARD.roleAdmin, roles.is_admin],
    [DASHBOARD.roleAdministrator, roles.is_administrator],
    [DASHBOARD.roleDeveloper, roles.is_developer],
    [DASHBOARD.roleNone, roles.none],
    [DASHBOARD.twoFactorOn, roles.two_factor],
  ];
  return (
    <Paper withBorder radius="md" p="md" mt="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="md">
        {DASHBOARD.adminArea}
      </Title>
      {admin.sign_in_alerts && admin.sign_in_alerts.length > 0 ? (
        <SignInAlerts alerts={admin.sign_in_alerts} />
      ) : null}
      <SimpleGrid cols={{ base: 1, md: admin.recent_sign_ins ? 2 : 1 }} spacing="md">
        <DashboardSection
          title={DASHBOARD.usersByRole}
          testId="users-by-role"
          more={{ label: DASHBOARD.allUsers, to: paths.users.href() }}
        >
          <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">{DASHBOARD.usersTotal}</Table.Th>
                <Table.Td ta="right" fw={700}>
                  {formatNumber(roles.total)}
                </Table.Td>
              </Table.Tr>
              {rows.map(([label, count]) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row" fw={400}>
                    {label}
                  </Table.Th>
                  <Table.Td ta="right">{formatNumber(count)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </DashboardSection>
        {admin.recent_sign_ins ? <RecentSignIns signIns={admin.recent_sign_ins} /> : null}
      </SimpleGrid>
    </Paper>
  );
}

/** The latest sign-ins of the audit trail: who, when, from which address. */
function RecentSignIns({ signIns }: { signIns: RecentSignIn[] }) {
  return (
    <DashboardSection
      title={DASHBOARD.recentSignIns}
      testId="recent-sign-ins"
      more={{ label: DASHBOARD.allSignIns, to: `${paths.auditLog.href()}?action=login` }}
    >
      <ArticleList empty={DASHBOARD.recentSignInsEmpty}>
        {signIns.map((s) => (
          <li key={s.id} className={classes.item}>
            <Text fw={600} className={classes.title}>
              {s.user_name?.trim() || s.user_email || DASHBOARD.unknownUser}
            </Text>
            <Text size="sm" className={classes.aside}>
              <time dateTime={s.at}>{formatDateTime(s.at)}</time>
            </Text>
            {s.address ? (
              <Text size="sm" c="dimmed" className={classes.details}>
                {s.address}
              </Text>
            ) : null}
          </li>
        ))}
      </ArticleList>
    </DashboardSection>
  );
}

/** Accounts someone tried to guess into from many addresses: the backstop refused them for an hour. */
function SignInAlerts({ alerts }: { alerts: SignInAlert[] }) {
  return (
    <Alert color="red" variant="light" title={DASHBOARD.signInAlerts} mb="md" data-testid="sign-in-alerts">
      <Text size="sm" mb="xs">
        {DASHBOARD.signInAlertsIntro}
      </Text>
      <List size="sm" spacing={4} mb="xs">
        {alerts.map((a) => (
          <List.Item key={a.id}>
            <Text span fw={600} size="sm">
              {a.user_name?.trim() || a.user_email || DASHBOARD.unknownUser}
            </Text>
            {a.user_name?.trim() && a.user_email ? ` (${a.user_email})` : null}
            {' · '}
            <time dateTime={a.at}>{formatDateTime(a.at)}</time>
          </List.Item>
        ))}
      </List>
      <Anchor component={Link} to={`${paths.auditLog.href()}?action=login_backstop`} size="sm">
        {DASHBOARD.signInAlertsLink}
      </Anchor>
    </Alert>
  );
}
