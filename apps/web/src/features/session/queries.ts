import { ApiError } from '@nervus/api-client';
import type { MeDetailed } from '@nervus/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api, endSession, forgetSession, hasSession } from '../../lib/api.js';
import { forgetStreamToken } from '../realtime/token-cookie.js';

export const sessionKeys = {
  all: ['session'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
  preferences: () => [...sessionKeys.all, 'preferences'] as const,
};

export const platformKeys = {
  all: ['platforms'] as const,
  current: () => [...platformKeys.all, 'current'] as const,
  one: (id: string) => [...platformKeys.all, 'one', id] as const,
  preferences: (id: string) => [...platformKeys.all, 'preferences', id] as const,
  system: () => [...platformKeys.all, 'system'] as const,
};

export const flagKeys = { all: ['flags'] as const };

/** The signed-in user, or null for visitors (a 401 here does not sign anyone out). */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.me(),
    queryFn: async (): Promise<MeDetailed | null> => {
      if (!hasSession()) return null;
      try {
        return (await api.call('meDetailed')).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          forgetSession();
          return null;
        }
        throw error;
      }
    },
    staleTime: 30_000,
  });

/**
 * After the session changed hands (signed in, up or out): many of a player's reads are kept
 * under keys that name no player (`['neurons', 'me']`, the bell's totals, their brains), and a
 * loader's `ensureQueryData` would hand the next player on this device the last one's for as
 * long as they stay fresh. Every read no page shows now is dropped; the rest are read again.
 */
export async function forgetPlayerReads(client: QueryClient): Promise<void> {
  client.removeQueries({ type: 'inactive' });
  await client.invalidateQueries();
}

export function useMe() {
  return useQuery(meQueryOptions());
}

/**
 * A loader's read of data only a signed-in viewer can ask for. Visitors have no session to ask
 * with; the shell sends them to the gateway instead of rendering the page.
 *
 * @example
 * loader: ({ context }) => whenSignedIn(() => context.queryClient.ensureQueryData(x()))
 */
export async function whenSignedIn<T>(load: () => Promise<T>): Promise<T | undefined> {
  return hasSession() ? await load() : undefined;
}

/** The platform of this host: looked up once (it never changes while the page lives). */
export const currentPlatformQueryOptions = () =>
  queryOptions({
    queryKey: platformKeys.current(),
    queryFn: async () => (await api.call('currentPlatform')).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const platformQueryOptions = (id: string) =>
  queryOptions({
    queryKey: platformKeys.one(id),
    queryFn: async () => (await api.call('platform', { params: { id } })).data,
  });

/** The product's own platforms, listed on the home page. */
export const systemPlatformsQueryOptions = () =>
  queryOptions({
    queryKey: platformKeys.system(),
    queryFn: async () =>
      (await api.call('platforms', { query: { size: '50' } })).data.filter(
        (p) => p.type === 'system-platform',
      ),
  });

export const flagsQueryOptions = () =>
  queryOptions({ queryKey: flagKeys.all, queryFn: async () => (await api.call('flags')).data });

export function useFlag(key: string): boolean {
  const { data } = useQuery(flagsQueryOptions());
  return data?.[key]?.enabled ?? false;
}

/**
 * Signs out: the server revokes the session and clears its cookies. Ends a shadow session
 * first, leaving the admin signed in as themselves.
 */
export async function signOut(): Promise<void> {
  await endSession();
  // The stream token opens the player's channel for 30 days without the session: it does not
  // stay on the device for whoever uses it next.
  forgetStreamToken();
}
