import { ApiError } from '@nervus/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { routeStates } from './features/shell/route-states.js';
import { i18n } from './i18n/index.js';
import { routeTree } from './routeTree.gen.js';
import '@nervus/ui-kit/styles.css';
import './app.css';

// The spec's client cache: 24 h in memory, fresh for 30 s, 3 retries.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: 24 * 60 * 60 * 1000,
      // The API client already retries what is worth retrying; a 4xx never gets better.
      retry: (count, error) =>
        count < 3 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  scrollRestoration: true,
  ...routeStates,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root element');
createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <JotaiProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </JotaiProvider>
    </I18nextProvider>
  </StrictMode>,
);
