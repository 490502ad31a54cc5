import { Center, Loader } from '@mantine/core';
import { SHELL } from '@newsroom/shared';

export function PageLoader() {
  return (
    <Center py="xl">
      <Loader size="md" aria-label={SHELL.loading} />
    </Center>
  );
}
