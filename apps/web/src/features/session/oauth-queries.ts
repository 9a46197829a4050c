// The authorize page's calls, apart from the session's queries that every page loads: their
// call table (accounts) and its rules load with that page only.
import type { AuthorizeInput } from '@nervus/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.js';

/** The application an OAuth authorization request names, if its redirect address is registered. */
export function useOAuthClient(clientId: string, redirectUri: string) {
  return useQuery({
    queryKey: ['oauth-client', clientId, redirectUri],
    queryFn: () =>
      api.call('oauthClient', {
        params: { client_id: clientId },
        query: { redirect_uri: redirectUri },
      }),
    retry: false,
  });
}

/**
 * The signed-in user's answer to an authorization request; the browser then goes to the
 * application's own address (a full navigation away from the app).
 */
export function useAuthorize(request: Omit<AuthorizeInput, 'decision'>) {
  return useMutation({
    mutationFn: (decision: AuthorizeInput['decision']) =>
      api.call('authorize', { body: { ...request, decision } }),
    onSuccess: (result) => window.location.assign(result.data.redirect_to),
  });
}
