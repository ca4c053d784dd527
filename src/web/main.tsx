import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from './query-client';
import { router } from './router';
import { theme } from './theme';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const reactRoot = createRoot(root);
// As a transition the first render runs in slices that yield to the browser, not as one long
// task that blocks input while the page loads.
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <MantineProvider theme={theme} defaultColorScheme="dark">
        {/* Spec 1 §9: one toast at a time, 5 s each, at most 420 px wide. */}
        <Notifications limit={1} autoClose={5000} containerWidth={420} />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
});
