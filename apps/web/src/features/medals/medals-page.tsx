/**
 * The medals pages: a player's public page (`/{platformSlug}/medals-badges`, decision 0021)
 * under their profile block, and the signed-in player's own in My Progress › Awards & Badges.
 */
import { Card, useTranslation } from '@nervus/ui-kit';
import { type QueryClient, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { meQueryOptions, useMe } from '../session/queries.js';
import { ProfileFrame, ProfileFrameSkeleton } from '../user/profile-frame.js';
import { profileQueryOptions } from '../user/profile-query.js';
import { MedalsOverview, MedalsSkeleton } from './medals-overview.js';
import { medalsMetaQueryOptions, playerMedalsQueryOptions } from './queries.js';
import '../../i18n/medals.en.js';

/** Loads a player's medals as the viewer may see them (their own sooner). */
async function loadMedals(queryClient: QueryClient, userId: string, viewer: string | null) {
  await Promise.all([
    queryClient.ensureQueryData(playerMedalsQueryOptions(userId, viewer)),
    queryClient.ensureQueryData(medalsMetaQueryOptions(userId, viewer)),
  ]);
}

/** The public page's loader: the player by handle, the viewer, then the medals. */
export async function loadPlayerMedals(queryClient: QueryClient, handle: string) {
  const [profile, me] = await Promise.all([
    queryClient.ensureQueryData(profileQueryOptions(handle)),
    queryClient.ensureQueryData(meQueryOptions()),
  ]);
  await loadMedals(queryClient, profile.user.id, me?.user.id ?? null);
}

/** The dashboard page's loader (signed in): the viewer's own medals. */
export async function loadMyAwards(queryClient: QueryClient) {
  const me = await queryClient.ensureQueryData(meQueryOptions());
  if (me) await loadMedals(queryClient, me.user.id, me.user.id);
}

/** A player's medals page, public. */
export function PlayerMedalsPage({ platformSlug }: { platformSlug: string }) {
  const { t } = useTranslation();
  const { data: profile } = useSuspenseQuery(profileQueryOptions(platformSlug));
  const { data: me } = useQuery(meQueryOptions());
  const handle = profile.user.screen_name;
  return (
    <ProfileFrame handle={platformSlug}>
      <h1 className="nv-flush">{t('medals.title', { handle })}</h1>
      <MedalsOverview userId={profile.user.id} handle={handle} viewer={me?.user.id ?? null} />
    </ProfileFrame>
  );
}

export function PlayerMedalsSkeleton({ platformSlug }: { platformSlug: string }) {
  return (
    <ProfileFrameSkeleton handle={platformSlug}>
      <MedalsSkeleton />
    </ProfileFrameSkeleton>
  );
}

/** My Progress › Awards & Badges: the signed-in player's medals and their way to the rest. */
export function MyAwardsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (!me) return <MedalsSkeleton />;
  return (
    <Card>
      <div className="nv-stack" data-gap="lg">
        <h2 className="nv-flush">{t('medals.ownTitle')}</h2>
        <MedalsOverview
          userId={me.user.id}
          handle={me.user.handle}
          viewer={me.user.id}
          headingLevel={3}
        />
      </div>
    </Card>
  );
}
