import { Alert, Button, Center, Stack } from '@mantine/core';
import { SERVER_MESSAGES } from '@newsroom/shared';
import { useRouteError } from 'react-router';

/** Shown when a screen failed to load or render; a reload usually mends it. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Center mih="60vh" p="md">
      <Stack align="center">
        <Alert color="red" title={SERVER_MESSAGES.internal} maw={480}>
          {error instanceof Error ? error.message : null}
        </Alert>
        <Button onClick={() => window.location.reload()}>Újratöltés</Button>
      </Stack>
    </Center>
  );
}
