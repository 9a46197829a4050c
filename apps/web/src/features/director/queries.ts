/**
 * The director dashboard's reads and writes: the tournament's base and cycles (the olympiads'
 * read calls), its allocations, fundings and admins (the director calls), and the writes with
 * the keys they change.
 */
import type { CallBody } from '@nervus/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.js';

export const directorKeys = {
  all: ['director'] as const,
  directed: () => [...directorKeys.all, 'directed'] as const,
  olympiads: (platform: string) => [...directorKeys.all, 'olympiads', platform] as const,
  olympiad: (id: string) => [...directorKeys.all, 'olympiad', id] as const,
  allocations: (id: string) => [...directorKeys.all, 'allocations', id] as const,
  fundings: (id: string) => [...directorKeys.all, 'fundings', id] as const,
  admins: (platform: string) => [...directorKeys.all, 'admins', platform] as const,
  scouts: (platform: string) => [...directorKeys.all, 'scouts', platform] as const,
};

/** The tournaments the viewer runs: directed ones first, then those they help run. */
export const directedBasesQueryOptions = () =>
  queryOptions({
    queryKey: directorKeys.directed(),
    queryFn: async () => (await api.call('directedBases')).data,
  });

/** Past cycles shown at once on the past-olympiad page. */
export const PAST_PAGE_SIZE = 10;

export const olympiadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: directorKeys.olympiad(id),
    queryFn: async () => (await api.call('olympiad', { params: { id } })).data,
  });

export const olympiadsQueryOptions = (platform: string) =>
  queryOptions({
    queryKey: directorKeys.olympiads(platform),
    queryFn: async () =>
      await api.call('olympiads', {
        params: { platform },
        query: { page: '0', size: String(PAST_PAGE_SIZE) },
      }),
  });

export const allocationsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: directorKeys.allocations(id),
    queryFn: async () => (await api.call('olympiadAllocations', { params: { id } })).data,
  });

export const fundingsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: directorKeys.fundings(id),
    queryFn: async () =>
      await api.call('raceFundings', { params: { id }, query: { page: '0', size: '50' } }),
  });

export const adminsQueryOptions = (platform: string) =>
  queryOptions({
    queryKey: directorKeys.admins(platform),
    queryFn: async () => (await api.call('olympiadAdmins', { params: { platform } })).data,
  });

export const scoutRaceQueryOptions = (platform: string) =>
  queryOptions({
    queryKey: directorKeys.scouts(platform),
    queryFn: async () =>
      await api.call('leaderboard', {
        params: { platform },
        query: { board: 'scout', page: '0', size: '50' },
      }),
  });

/** Every director write changes what these pages show: they refetch by the feature's key. */
function useDirectorWrite<I, O>(write: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    // Not awaited: a page's own success callback (the close's allocations) must run before the
    // refetched base unmounts the part that asked (a closed olympiad leaves the current page).
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: directorKeys.all });
    },
  });
}

export const useUpdateBase = (platform: string) =>
  useDirectorWrite(
    async (body: CallBody<'putBaseOlympiad'>) =>
      (await api.call('putBaseOlympiad', { params: { platform }, body })).data,
  );

export const useCloseOlympiad = () =>
  useDirectorWrite(
    async (id: string) =>
      (await api.call('closeOlympiad', { params: { id }, body: { confirm: true } })).data,
  );

export const usePayOut = () =>
  useDirectorWrite(
    async (id: string) => (await api.call('payOutOwnOlympiad', { params: { id } })).data,
  );

/** Money into a race; the caller keeps one key per pledge, so a retry moves the money once. */
export const useFundRace = () =>
  useDirectorWrite(
    async ({ raceId, cents, key }: { raceId: string; cents: number; key: string }) =>
      (
        await api.call('fundRace', {
          params: { id: raceId },
          body: { cents },
          headers: { 'Idempotency-Key': key },
        })
      ).data,
  );

export const useAddAdmin = (platform: string) =>
  useDirectorWrite(
    async (handle: string) =>
      (await api.call('addOlympiadAdmin', { params: { platform }, body: { handle } })).data,
  );

export const useRemoveAdmin = (platform: string) =>
  useDirectorWrite(
    async (user: string) =>
      (await api.call('removeOlympiadAdmin', { params: { platform, user } })).data,
  );
