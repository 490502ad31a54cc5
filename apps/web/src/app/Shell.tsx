import { Anchor, AppShell, Burger, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { A11Y, paths, SHELL, settingValue } from '@newsroom/shared';
import { IconNews } from '@tabler/icons-react';
import { type MouseEvent, Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { MAIN_CONTENT_ID, useFocusHeadingOnNavigate } from '../components/focus.ts';
import { LiveAnnouncer } from '../components/LiveAnnouncer.tsx';
import { PageLoader } from '../components/PageLoader.tsx';
import { useAppSettings } from '../lib/settings.ts';
import { InboxBell } from './InboxBell.tsx';
import { LoadingBar } from './LoadingBar.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import classes from './Shell.module.css';
import { Sidebar } from './Sidebar.tsx';

/** The skip link's target gets the focus itself, so the next Tab is the screen's first control. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_CONTENT_ID)?.focus();
}

/**
 * The signed-in frame: the skip link, sidebar, header with the profile menu, content area, footer
 * and the live region of announcements. A new screen's heading takes the focus.
 */
export function Shell() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const settings = useAppSettings();
  const developerUrl = settingValue(settings.data, 'DEVELOPER_SITE_URL') || paths.about.href();
  const external = /^https?:\/\//.test(developerUrl);
  const { pathname } = useLocation();
  useFocusHeadingOnNavigate(pathname);
  // Below the 'sm' breakpoint the closed sidebar is only moved out of view: inert, so neither Tab
  // nor a screen reader walks through its links.
  // Read at the first render (not in an effect), so the shell and its page are not rendered twice.
  const narrow = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      footer={{ height: 40 }}
      padding="lg"
    >
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={skipToContent}>
        {A11Y.skipToContent}
      </a>
      <LoadingBar />
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={SHELL.toggleNavigation}
            />
            <UnstyledButton component={Link} to={paths.home.href()} className={classes.brand}>
              <IconNews size={26} stroke={1.6} color="var(--mantine-color-blue-6)" aria-hidden />
              <Text fw={700} size="lg">
                {SHELL.productName}
              </Text>
            </UnstyledButton>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <InboxBell />
            <ProfileMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar className={classes.navbar} inert={Boolean(narrow) && !opened}>
        <Sidebar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      <AppShell.Footer className={classes.footer}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed" truncate>
            {SHELL.copyright(new Date().getFullYear())}
          </Text>
          <Anchor
            size="xs"
            href={developerUrl}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {SHELL.developerLink}
          </Anchor>
        </Group>
      </AppShell.Footer>
      <LiveAnnouncer />
    </AppShell>
  );
}
