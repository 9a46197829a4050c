/** A platform's teams and staff (`/{platformSlug}/teams`): the read, its keys and its writes. */
import type { CallBody } from '@nervus/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.js';

export const teamKeys = {
  all: ['teams'] as const,
  /** Slugs are case-insensitive: `/Cora/teams` and `/cora/teams` are one entry. */
  of: (platform: string) => [...teamKeys.all, platform.toLowerCase()] as const,
};

/** The platform's staff by role, its teams with their members, and whether the viewer manages. */
export const platformTeamsQueryOptions = (platform: string) =>
  queryOptions({
    queryKey: teamKeys.of(platform),
    queryFn: async () => (await api.call('platformTeams', { params: { platform } })).data,
  });

/** Every write answers with what changed; the page reads the platform's teams again. */
function useTeamWrite<I>(platform: string, write: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.of(platform) }),
  });
}

export function useCreateTeam(platform: string) {
  return useTeamWrite(platform, (body: CallBody<'createTeam'>) =>
    api.call('createTeam', { params: { platform }, body }),
  );
}

export function useUpdateTeam(platform: string, id: string) {
  return useTeamWrite(platform, (body: CallBody<'updateTeam'>) =>
    api.call('updateTeam', { params: { platform, id }, body }),
  );
}

export function useDeleteTeam(platform: string) {
  return useTeamWrite(platform, (id: string) =>
    api.call('deleteTeam', { params: { platform, id } }),
  );
}

export function usePutTeamMember(platform: string, id: string) {
  return useTeamWrite(platform, ({ user, title }: { user: string; title?: string | null }) =>
    api.call('putTeamMember', {
      params: { platform, id, user },
      body: title === undefined ? {} : { title },
    }),
  );
}

/** A manager's removal, or a member leaving (`user` is then the viewer). */
export function useRemoveTeamMember(platform: string, id: string) {
  return useTeamWrite(platform, (user: string) =>
    api.call('deleteTeamMember', { params: { platform, id, user } }),
  );
}
