import { Button, Stack, Text } from '@mantine/core';
import { paths, SHELL } from '@newsroom/shared';
import { Link } from 'react-router';
import { PageHeader } from '../components/PageHeader.tsx';

export default function NotFoundPage() {
  return (
    <Stack align="flex-start">
      <PageHeader title={SHELL.notFoundTitle} />
      <Text c="dimmed">{SHELL.notFoundText}</Text>
      <Button component={Link} to={paths.home.href()} variant="light">
        {SHELL.backHome}
      </Button>
    </Stack>
  );
}
