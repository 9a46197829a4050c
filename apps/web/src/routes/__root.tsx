import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  Navigate,
  redirect,
  useRouterState,
} from '@tanstack/react-router';
import { useState } from 'react';
import { sessionKeys } from '../features/session/queries.js';
import { Shell } from '../features/shell/shell.js';
import { startSession } from '../lib/api.js';

export interface RouterContext {
  readonly queryClient: QueryClient;
}

/** Unknown addresses go to send-feedback, with "Page not found" and the address as the feedback. */
function NotFound() {
  // The address that was not found, kept from the first render (the redirect changes it).
  const current = useRouterState({ select: (s) => s.location.pathname });
  const [path] = useState(current);
  return (
    <Navigate to="/send-feedback" search={{ about: 'Page not found', feedback: path }} replace />
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // A token in the address becomes the session (the server knows a shadow session as one);
  // token and shadow leave the address. A token the server refuses leaves the visitor as they were.
  beforeLoad: async ({ location, context }) => {
    const search = location.search as Record<string, unknown>;
    if (typeof search.token !== 'string') return;
    const { token, shadow: _shadow, ...rest } = search;
    await startSession(token).catch(() => {});
    context.queryClient.removeQueries({ queryKey: sessionKeys.all });
    throw redirect({ to: location.pathname, search: rest, replace: true } as never);
  },
  component: Shell,
  notFoundComponent: NotFound,
});
