import { ActionIcon, Box, Group, Image, Stack, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { TWO_FACTOR_SETUP, type TwoFactorSetup } from '@newsroom/shared';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** The QR code the server drew, as an image address. */
export function qrImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

interface TwoFactorSetupPanelProps {
  setup: TwoFactorSetup;
  code: string;
  onCodeChange: (code: string) => void;
  /** The code field's error (a wrong code). */
  error?: string | null;
  /** Focus the code field when the panel appears. */
  autoFocus?: boolean;
}

/**
 * Setting up a second factor (the login screen's forced setup and the account screen): the QR code
 * to scan, the secret as text for typing it in, and the field of the first 6-digit code. The secret
 * is a read-only field named 'Titkos kulcs', so it can be copied (and read by a test).
 */
export function TwoFactorSetupPanel({
  setup,
  code,
  onCodeChange,
  error,
  autoFocus,
}: TwoFactorSetupPanelProps) {
  const clipboard = useClipboard({ timeout: 1500 });
  return (
    <Stack gap="md">
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Box
          p={8}
          bg="white"
          style={{
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 'var(--mantine-radius-md)',
          }}
        >
          <Image
            src={qrImageSource(setup.qr_svg)}
            alt={TWO_FACTOR_SETUP.qrAlt}
            w={176}
            h={176}
            fit="contain"
          />
        </Box>
        <Stack gap="xs" style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {TWO_FACTOR_SETUP.secretHint}
          </Text>
          {/* A text area, so a long secret wraps on a phone instead of scrolling out of sight. */}
          <Textarea
            label={TWO_FACTOR_SETUP.secretLabel}
            value={setup.secret}
            readOnly
            autosize
            minRows={1}
            spellCheck={false}
            onFocus={(e) => e.currentTarget.select()}
            styles={{
              input: {
                fontFamily: 'var(--mantine-font-family-monospace)',
                letterSpacing: '0.04em',
                wordBreak: 'break-all',
                resize: 'none',
              },
            }}
            rightSection={
              <Tooltip
                label={clipboard.copied ? TWO_FACTOR_SETUP.copied : TWO_FACTOR_SETUP.copySecret}
                withArrow
              >
                <ActionIcon
                  variant="subtle"
                  color={clipboard.copied ? 'teal' : 'gray'}
                  onClick={() => clipboard.copy(setup.secret)}
                  aria-label={TWO_FACTOR_SETUP.copySecret}
                >
                  {clipboard.copied ? (
                    <IconCheck size={16} aria-hidden />
                  ) : (
                    <IconCopy size={16} aria-hidden />
                  )}
                </ActionIcon>
              </Tooltip>
            }
          />
        </Stack>
      </Group>
      <TextInput
        label={TWO_FACTOR_SETUP.codeLabel}
        description={TWO_FACTOR_SETUP.codeDescription}
        value={code}
        onChange={(e) => onCodeChange(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        maw={300}
        error={error || undefined}
        autoFocus={autoFocus}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.2em' } }}
      />
    </Stack>
  );
}
