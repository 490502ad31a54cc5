import { Alert, Button, CopyButton, Group, SimpleGrid, Text } from '@mantine/core';
import { RECOVERY_CODES } from '@newsroom/shared';
import { IconCheck, IconCopy, IconDownload, IconKey } from '@tabler/icons-react';
import { saveBlob } from '../../../lib/download.ts';

/**
 * The one-time recovery codes, shown once after a second factor is turned on: the codes, a copy
 * and a download button. What comes next (the login's 'Tovább', the account's button) is the caller's.
 */
export function RecoveryCodesPanel({ codes }: { codes: string[] }) {
  const text = codes.join('\n');
  return (
    <>
      <Alert
        color="yellow"
        variant="light"
        icon={<IconKey size={18} aria-hidden />}
        title={RECOVERY_CODES.title}
      >
        {RECOVERY_CODES.lead}
      </Alert>
      <SimpleGrid
        component="ul"
        cols={2}
        spacing="xs"
        verticalSpacing={6}
        aria-label={RECOVERY_CODES.list}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {codes.map((code) => (
          <Text
            component="li"
            key={code}
            ff="monospace"
            fw={600}
            ta="center"
            py={6}
            bg="gray.0"
            style={{
              borderRadius: 'var(--mantine-radius-sm)',
              border: '1px solid var(--mantine-color-gray-3)',
            }}
          >
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="sm" wrap="wrap">
        <CopyButton value={text} timeout={1500}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? RECOVERY_CODES.copied : RECOVERY_CODES.copy}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() =>
            saveBlob(new Blob([`${text}\n`], { type: 'text/plain;charset=utf-8' }), RECOVERY_CODES.fileName)
          }
        >
          {RECOVERY_CODES.download}
        </Button>
      </Group>
    </>
  );
}
