import '@mantine/core/styles.css';
import './reduced-motion.css';
import './form-contrast.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from './components/toaster/toaster';
import { queryClient } from './query-client';
import { AppRoutes, preloadPage } from './router';
import { cssVariablesResolver, theme } from './theme';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const reactRoot = createRoot(root);

function render(): void {
  // As a transition the first render runs in slices that yield to the browser, not as one long
  // task that blocks input while the page loads.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        {/* The system's scheme until the reader picks one in the header (public/color-scheme.js sets it before the first paint). */}
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
          <Toaster />
          <QueryClientProvider client={queryClient}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </QueryClientProvider>
        </MantineProvider>
      </StrictMode>,
    );
  });
}

// The page's own chunk first (the server starts it with the page: http/data-preload.ts), so the
// first render shows the page rather than a loader; a chunk that fails to load is left to the route.
void preloadPage(window.location.pathname)
  .catch(() => undefined)
  .then(render);
