import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { ACCOUNT_SESSIONS, formatDateTime, type UserSession } from '@newsroom/shared';
import { IconDeviceDesktop, IconDeviceMobile, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { SecuritySection } from '../../../components/SecuritySection.tsx';
import { showSuccess } from '../../../lib/messages.ts';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '../api/sessions.ts';
import classes from './SessionsSection.module.css';

const browserOf = (s: UserSession) => s.browser || ACCOUNT_SESSIONS.unknownBrowser;
const addressOf = (s: UserSession) => s.address || ACCOUNT_SESSIONS.unknownAddress;
const isMobile = (s: UserSession) => /android|iphone|ipad|mobile/i.test(`${s.browser} ${s.user_agent}`);

/**
 * 'Munkamenetek' of the account screen: one's own active sessions (when each began, when it was
 * last used, the address, the browser, "this device"), each other one revocable after a question,
 * and 'Kijelentkezés minden más eszközön'.
 */
export function SessionsSection() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [asked, setAsked] = useState<UserSession | null>(null);
  const [askedOthers, setAskedOthers] = useState(false);
  const list = sessions.data;
  const others = list?.filter((s) => !s.current).length ?? 0;

  function confirmRevoke() {
    if (!asked) return;
    revoke.mutate(asked.id, {
      onSuccess: (reply) => showSuccess(reply.message || ACCOUNT_SESSIONS.revokedFallback),
      onSettled: () => setAsked(null),
    });
  }

  function confirmRevokeOthers() {
    revokeOthers.mutate(undefined, {
      onSuccess: (reply) =>
        showSuccess(reply.message || ACCOUNT_SESSIONS.othersRevokedFallback(reply.data.revoked)),
      onSettled: () => setAskedOthers(false),
    });
  }

  return (
    <SecuritySection title={ACCOUNT_SESSIONS.title} lead={ACCOUNT_SESSIONS.lead}>
      {list ? (
        <ul className={classes.list} aria-label={ACCOUNT_SESSIONS.list} aria-busy={sessions.isFetching}>
          {list.map((session) => (
            <SessionItem key={session.id} session={session} onRevoke={setAsked} />
          ))}
        </ul>
      ) : sessions.isError ? (
        <Text c="red">{ACCOUNT_SESSIONS.loadFailed}</Text>
      ) : (
        <Stack gap="xs" aria-busy="true">
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      )}
      {list && others === 0 && (
        <Text size="sm" c="dimmed" mt="sm">
          {ACCOUNT_SESSIONS.empty}
        </Text>
      )}
      <Group mt="md">
        <Button
          variant="light"
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          disabled={others === 0}
          // The label may wrap on a phone instead of being cut.
          h="auto"
          mih={36}
          py={6}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
          onClick={() => setAskedOthers(true)}
        >
          {ACCOUNT_SESSIONS.revokeOthers}
        </Button>
      </Group>

      <ConfirmDialog
        opened={asked !== null}
        title={ACCOUNT_SESSIONS.revokeTitle}
        message={asked ? ACCOUNT_SESSIONS.revokeConfirm(browserOf(asked), addressOf(asked)) : ''}
        confirmLabel={ACCOUNT_SESSIONS.confirmYes}
        cancelLabel={ACCOUNT_SESSIONS.confirmCancel}
        onConfirm={confirmRevoke}
        onCancel={() => setAsked(null)}
        loading={revoke.isPending}
      />
      <ConfirmDialog
        opened={askedOthers}
        title={ACCOUNT_SESSIONS.revokeOthers}
        message={ACCOUNT_SESSIONS.revokeOthersConfirm}
        confirmLabel={ACCOUNT_SESSIONS.confirmYes}
        cancelLabel={ACCOUNT_SESSIONS.confirmCancel}
        onConfirm={confirmRevokeOthers}
        onCancel={() => setAskedOthers(false)}
        loading={revokeOthers.isPending}
      />
    </SecuritySection>
  );
}

function SessionItem({ session, onRevoke }: { session: UserSession; onRevoke: (s: UserSession) => void }) {
  const Icon = isMobile(session) ? IconDeviceMobile : IconDeviceDesktop;
  const browser = browserOf(session);
  return (
    <li className={classes.item} data-testid="session-row" data-current={session.current ? true : undefined}>
      <Icon size={28} stroke={1.4} aria-hidden className={classes.icon} />
      <div className={classes.main}>
        <Group gap={8} wrap="wrap">
          <Text fw={600} title={session.user_agent ?? undefined}>
            {browser}
          </Text>
          {session.current ? (
            <Badge size="sm" variant="light" color="teal">
              {ACCOUNT_SESSIONS.thisDevice}
            </Badge>
          ) : null}
        </Group>
        <dl className={classes.facts}>
          <div>
            <dt>{ACCOUNT_SESSIONS.started}</dt>
            <dd>
              <time dateTime={session.created_at}>{formatDateTime(session.created_at)}</time>
            </dd>
          </div>
          <div>
            <dt>{ACCOUNT_SESSIONS.lastUsed}</dt>
            <dd>
              <time dateTime={session.last_used_at}>{formatDateTime(session.last_used_at)}</time>
            </dd>
          </div>
          <div>
            <dt>{ACCOUNT_SESSIONS.address}</dt>
            <dd className={classes.address}>{addressOf(session)}</dd>
          </div>
        </dl>
      </div>
      {!session.current && (
        <Button
          variant="subtle"
          color="red"
          size="xs"
          className={classes.action}
          onClick={() => onRevoke(session)}
          aria-label={ACCOUNT_SESSIONS.revokeLabel(browser)}
        >
          {ACCOUNT_SESSIONS.revoke}
        </Button>
      )}
    </li>
  );
}
