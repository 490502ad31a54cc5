import { Stack, Text } from '@mantine/core';
import { readOnlyReason, INTEGRATIONS_SCREEN as S } from '@newsroom/shared';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ReadOnlyNotice } from '../../components/ReadOnlyNotice.tsx';
import { useSession } from '../../lib/session.ts';
import { ContentKeysSection } from './components/ContentKeysSection.tsx';
import { WebhooksSection } from './components/WebhooksSection.tsx';

/**
 * /integrations ('Integrációk', docs/product.md): the public site's content keys and webhooks, for
 * administrators. Everyone else sees the one line saying why, and no control.
 */
export default function IntegrationsPage() {
  const { user } = useSession();
  if (!user) return <PageHeader title={S.title} />;
  const reason = readOnlyReason(user, 'integrations');
  return (
    <>
      <PageHeader title={S.title} />
      {reason ? (
        <ReadOnlyNotice reason={reason} />
      ) : (
        <Stack gap={40}>
          <Text c="dimmed" maw={760} mt={-8}>
            {S.lead}
          </Text>
          <ContentKeysSection />
          <WebhooksSection />
        </Stack>
      )}
    </>
  );
}
