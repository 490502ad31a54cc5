import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { A11Y, paths, type SessionUser, SHELL } from '@newsroom/shared';
import { IconChevronDown, IconKey, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { signOut } from '../features/session/session-actions.ts';
import { useSession } from '../lib/session.ts';

/** The avatar letter: the first letter of the last name, else of the first name (docs/product.md). */
export function avatarLetter(user: Pick<SessionUser, 'first_name' | 'last_name'> | null): string {
  const source = user?.last_name?.trim() || user?.first_name?.trim() || '';
  return source.charAt(0).toUpperCase();
}

export function ProfileMenu() {
  const { user, isLoggingOut } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const fullName = user ? `${user.last_name} ${user.first_name}`.trim() : '';

  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        {/* Its name is its own text, A11Y.profileMenu for screen readers: the user's name it shows,
            then 'Profil menü' (WCAG 2.5.3 label in name). No aria-label, which the avatar's letter,
            seen but not in it, would contradict; the shown name and the letter are for the eye. */}
        <UnstyledButton data-testid="profile-menu">
          <Group gap="xs" wrap="nowrap">
            <Avatar color="blue" radius="xl" size={34} data-testid="avatar-letter" aria-hidden>
              {avatarLetter(user)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" lineClamp={1} maw={180} aria-hidden>
              {fullName}
            </Text>
            <VisuallyHidden>{A11Y.profileMenu(fullName, SHELL.profileMenu)}</VisuallyHidden>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {user?.email && <Menu.Label>{user.email}</Menu.Label>}
        <Menu.Item component={Link} to={paths.myAccount.href()} leftSection={<IconUserCircle size={16} />}>
          {SHELL.account}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.changePassword.href()} leftSection={<IconKey size={16} />}>
          {SHELL.changePassword}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          disabled={isLoggingOut}
          onClick={() => void signOut(queryClient, navigate)}
        >
          {SHELL.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
