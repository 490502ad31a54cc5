import { Alert, Button, CopyButton, Group, Text, TextInput } from '@mantine/core';
import { INTEGRATIONS_SCREEN as S } from '@newsroom/shared';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useReturnFocusOnUnmount } from '../../../components/focus.ts';
import classes from '../Integrations.module.css';

interface OnceSecretProps {
  title: string;
  /** The name of the field that holds it ('Tartalomkulcs', 'Aláíró kulcs'). */
  label: string;
  value: string;
  warning: string;
  onDismiss: () => void;
}

/**
 * A key or signing secret the server shows only once: in a read-only field that takes the focus
 * with its text selected, a copy button, and the warning that it will not be shown again. It is
 * kept only in the screen's memory: gone when dismissed or reloaded.
 */
export function OnceSecret({ title, label, value, warning, onDismiss }: OnceSecretProps) {
  // Hidden, it gives the focus back to what had it before (or to the screen's heading).
  useReturnFocusOnUnmount();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="md"
      title={title}
      icon={<IconAlertTriangle size={20} aria-hidden />}
      className={classes.once}
      data-testid="once-secret"
    >
      <Text size="sm" mb="sm">
        {warning}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          ref={field}
          label={label}
          value={value}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          classNames={{ input: classes.secret }}
          className={classes.secretField}
        />
        <CopyButton value={value} timeout={2_000}>
          {({ copied, copy }) => (
            <Button
              color={copied ? 'teal' : 'blue'}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? S.copied : S.copy}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={onDismiss}>
          {S.dismissSecret}
        </Button>
      </Group>
    </Alert>
  );
}
