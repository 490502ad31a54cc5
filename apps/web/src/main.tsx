// Mantine's styles for what shows before sign-in (the login screen and its second-factor steps,
// the notifications, the error and loading screens), in the order of @mantine/core/styles.css. The
// whole stylesheet comes with the signed-in shell (loadAppStyles in app/lazy-page.ts), so the login
// route stays within its budget (scripts/check-web-budget.mjs). A Mantine component new to the login
// screen needs its file here.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { preloadShell } from './app/Root.tsx';
import { router } from './app/router.tsx';
import { theme } from './app/theme.ts';
import { queryClient } from './lib/query-client.ts';
import { sessionStore } from './lib/session.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/** Resolves when the router has the first route's code (and its data, if its loader waits for any). */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// The first render replaces the HTML splash of index.html, so it waits until it has something to
// show: the login screen at once, or (signed in) the shell and the route's page, fetched in parallel.
// A chunk that fails to load still renders (the route's error screen, or the lazy shell retrying).
const signedIn = sessionStore.get().token !== null;
void Promise.all([routerReady(), signedIn ? preloadShell().catch(() => {}) : undefined]).then(() => {
  createRoot(container).render(
    <StrictMode>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Notifications limit={1} zIndex={2000} />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
});
