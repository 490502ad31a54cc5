import { Badge, NavLink, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { SHELL } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { applicationModulesQuery } from './api/application-modules.ts';
import { useNotifications } from './api/notifications.ts';
import { ModuleIcon } from './module-icons.tsx';
import classes from './Shell.module.css';

/** The active module is the one whose path is the longest prefix of the current path. */
function activePath(pathname: string, paths: string[]): string | undefined {
  return paths
    .filter((p) => pathname === p || pathname.startsWith(`${p}/`))
    .sort((a, b) => b.length - a.length)[0];
}

const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const modulesQuery = useQuery(applicationModulesQuery);
  const notifications = useNotifications();
  const data = modulesQuery.data;
  const active = data
    ? activePath(
        pathname,
        data.modules.map((m) => m.path),
      )
    : undefined;

  return (
    <ScrollArea type="scroll" scrollbarSize={6} className={classes.sidebarScroll}>
      <nav aria-label={SHELL.mainNavigation}>
        {!data && (
          <Stack gap="xs" p="sm">
            {SKELETON_ROWS.map((row) => (
              <Skeleton key={row} height={28} radius="sm" />
            ))}
          </Stack>
        )}
        {data?.groups.map((group) => {
          const modules = data.modules.filter((m) => m.group_id === group.id);
          if (modules.length === 0) return null;
          return (
            <section key={group.id} className={classes.group} aria-labelledby={`module-group-${group.id}`}>
              <Text id={`module-group-${group.id}`} className={classes.groupLabel}>
                {group.name}
              </Text>
              {modules.map((module) => {
                const count = module.notification_property
                  ? notifications?.[module.notification_property]
                  : undefined;
                return (
                  <NavLink
                    key={module.path}
                    component={Link}
                    to={module.path}
                    label={module.name}
                    leftSection={<ModuleIcon name={module.icon} />}
                    active={module.path === active}
                    aria-current={module.path === active ? 'page' : undefined}
                    onClick={onNavigate}
                    className={classes.navLink}
                    rightSection={
                      count ? (
                        <Badge
                          size="sm"
                          variant="filled"
                          color="red"
                          circle={count < 10}
                          aria-label={`${count}`}
                        >
                          {count}
                        </Badge>
                      ) : undefined
                    }
                  />
                );
              })}
            </section>
          );
        })}
      </nav>
    </ScrollArea>
  );
}
