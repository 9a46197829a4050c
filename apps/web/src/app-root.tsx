/**
 * The app's providers around its router: what the browser renders (`start.tsx`) and what the
 * build prerenders for the first paint (`prerender.tsx`), one tree, so that the first paint is
 * the markup the app then draws in its place.
 */
import { I18nProvider } from '@nervus/ui-kit';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useState } from 'react';
import { i18n } from './i18n/index.js';
import { AtomProvider, createAtomStore } from './lib/atoms.js';

export interface AppRootProps {
  readonly router: Parameters<typeof RouterProvider>[0]['router'];
  readonly queryClient: QueryClient;
}

export function AppRoot({ router, queryClient }: AppRootProps) {
  // The client-only state of this app (lib/atoms.ts): its own store, as the query client is.
  const [store] = useState(createAtomStore);
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AtomProvider store={store}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </AtomProvider>
      </I18nProvider>
    </StrictMode>
  );
}
