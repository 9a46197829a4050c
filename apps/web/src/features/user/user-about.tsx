/**
 * A player's About page (`/{player}/about`, `/{player}/about-me`) and Blog (`/{player}/blog`,
 * `/{player}/bio`), under their profile block.
 *
 * The product keeps no posts of a player's apart from their bio (1,000 characters, written on
 * My Account's profile page), so the Blog shows the bio as the player's long-form text. Both
 * render it as Markdown through `renderMarkdown` (marked + DOMPurify): a bio may hold links and
 * emphasis, never scripts or styles.
 */
import type { CallResponse, Profile } from '@nervus/contracts';
import {
  Badge,
  Card,
  EmptyState,
  Skeleton,
  SkeletonGroup,
  StatTile,
  useTranslation,
} from '@nervus/ui-kit';
import { type QueryClient, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { myBrainsQueryOptions } from '../game/queries.js';
import { markdownQueryOptions } from '../pages/queries.js';
import { useMe } from '../session/queries.js';
import {
  profileQueryOptions,
  userChallengesQueryOptions,
  userPlatformsQueryOptions,
  userSocialQueryOptions,
} from './queries.js';
import '../../i18n/user-pages.en.js';

type UserPlatform = CallResponse<'userPlatforms'>['data'][number];

/** What both pages need before they show: the player's platforms and the renderer. */
export async function loadAboutPage(queryClient: QueryClient, handle: string): Promise<void> {
  void queryClient.prefetchQuery(userSocialQueryOptions(handle));
  for (const state of ['open', 'closed'] as const) {
    void queryClient.prefetchQuery(userChallengesQueryOptions(handle, { state, page: 0 }));
  }
  await Promise.all([
    queryClient.ensureQueryData(markdownQueryOptions()),
    queryClient.ensureQueryData(userPlatformsQueryOptions(handle)).catch(() => undefined),
  ]);
}

export async function loadBlogPage(queryClient: QueryClient): Promise<void> {
  await queryClient.ensureQueryData(markdownQueryOptions());
}

/** User-written Markdown, sanitised. */
function Markdown({ text }: { text: string }) {
  const { data } = useSuspenseQuery(markdownQueryOptions());
  // Sanitised by renderMarkdown: only the allowed tags and attributes survive.
  return (
    <div className="app-prose" dangerouslySetInnerHTML={{ __html: data.renderMarkdown(text) }} />
  );
}

function useOwn(profile: Profile) {
  const { data: me } = useMe();
  return me?.user.id === profile.user.id;
}

const SOCIAL_SITES: Record<string, (handle: string) => string> = {
  twitter: (handle) => `https://x.com/${encodeURIComponent(handle)}`,
};

function Social({ handle }: { handle: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(userSocialQueryOptions(handle));
  const accounts = Object.entries(data?.accounts ?? {});
  if (accounts.length === 0) return null;
  return (
    <div className="nv-stack" data-gap="sm">
      <h3 className="nv-flush">{t('userPages.social')}</h3>
      <ul className="nv-list-plain nv-cluster">
        {accounts.map(([provider, account]) => {
          const site = SOCIAL_SITES[provider];
          return (
            <li key={provider}>
              {provider}:{' '}
              {site ? (
                <a href={site(account.handle)} target="_blank" rel="noopener noreferrer">
                  @{account.handle}
                </a>
              ) : (
                `@${account.handle}`
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Stats({ profile, own }: { profile: Profile; own: boolean }) {
  const { t } = useTranslation();
  const handle = profile.user.screen_name;
  const open = useQuery(userChallengesQueryOptions(handle, { state: 'open', page: 0 }));
  const closed = useQuery(userChallengesQueryOptions(handle, { state: 'closed', page: 0 }));
  const { data: brains } = useQuery({ ...myBrainsQueryOptions(), enabled: own });
  const level = brains?.find((b) => b.role === 'overall')?.brain_level ?? (brains ? 0 : undefined);
  const count = (n: number | undefined) => (n === undefined ? '…' : String(n));
  return (
    <section aria-labelledby="about-stats" className="nv-stack" data-gap="sm">
      <h3 id="about-stats" className="nv-flush">
        {t('userPages.stats')}
      </h3>
      <ul className="nv-stat-grid">
        <li>
          <StatTile label={t('userPages.memberSince')} value={profile.joined_at.slice(0, 10)} />
        </li>
        <li>
          <StatTile label={t('userPages.openChallenges')} value={count(open.data?.meta.total)} />
        </li>
        <li>
          <StatTile
            label={t('userPages.closedChallenges')}
            value={count(closed.data?.meta.total)}
          />
        </li>
        {own ? (
          <li>
            <StatTile
              label={t('userPages.brainLevel')}
              value={level === undefined ? '…' : level.toFixed(1)}
              hint={t('userPages.brainLevelHint')}
            />
          </li>
        ) : null}
      </ul>
    </section>
  );
}

function PlatformEntry({ entry }: { entry: UserPlatform }) {
  const { t } = useTranslation();
  const { platform } = entry;
  return (
    <Card as="li" className="nv-stack" data-gap="sm">
      <h4 className="nv-flush">{platform.title}</h4>
      <div className="nv-cluster">
        <Badge tone="brand">
          {t(`userPages.platformRole.${entry.role}`, { title: platform.title })}
        </Badge>
        {platform.slogan ? <span className="nv-text-muted">{platform.slogan}</span> : null}
      </div>
      {platform.organization_description ? (
        <Markdown text={platform.organization_description} />
      ) : null}
    </Card>
  );
}

/** The About page's body: who the player is, what they run, what they have done. */
export function UserAbout({ handle }: { handle: string }) {
  const { t } = useTranslation();
  const { data: profile } = useSuspenseQuery(profileQueryOptions(handle));
  const own = useOwn(profile);
  const { data: platforms } = useQuery(userPlatformsQueryOptions(handle));
  const { user } = profile;
  const name = user.screen_name;
  const interests = profile.profile.bio.interests;
  // The personal platform shows only when its owner has described it; any other always.
  const shown = (platforms ?? []).filter(
    (p) =>
      p.platform.slug !== profile.platform_slug ||
      Boolean(p.platform.organization_description || p.platform.slogan),
  );
  const nothing = !user.bio && !user.slogan && interests.length === 0;
  return (
    <Card
      as="section"
      padding="lg"
      aria-labelledby="about-title"
      className="nv-stack nv-break"
      data-gap="lg"
    >
      <h2 id="about-title" className="nv-flush">
        {t('userPages.aboutTitle', { handle: name })}
      </h2>
      {nothing ? (
        <EmptyState
          level={3}
          title={t('userPages.noAbout', { handle: name })}
          action={
            own ? (
              <Link className="nv-button" to="/my-account/profile">
                {t('userPages.editProfile')}
              </Link>
            ) : undefined
          }
        >
          {own ? t('userPages.noAboutOwn') : undefined}
        </EmptyState>
      ) : null}
      {user.slogan ? <p className="app-slogan nv-flush">{user.slogan}</p> : null}
      {user.bio ? (
        <div className="nv-stack" data-gap="sm">
          <h3 className="nv-flush">{t('userPages.bio')}</h3>
          <Markdown text={user.bio} />
        </div>
      ) : null}
      {interests.length > 0 ? (
        <div className="nv-stack" data-gap="sm">
          <h3 className="nv-flush">{t('userPages.interests')}</h3>
          <ul className="nv-list-plain nv-cluster">
            {interests.map((interest) => (
              <li key={interest}>
                <Badge>{interest}</Badge>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Social handle={handle} />
      <Stats profile={profile} own={own} />
      {shown.length > 0 ? (
        <section aria-labelledby="about-platforms" className="nv-stack" data-gap="sm">
          <h3 id="about-platforms" className="nv-flush">
            {t('userPages.platforms')}
          </h3>
          <ul className="nv-list-plain nv-stack">
            {shown.map((entry) => (
              <PlatformEntry key={entry.platform.id} entry={entry} />
            ))}
          </ul>
        </section>
      ) : null}
      {own && !nothing ? (
        <p className="nv-flush">
          <Link to="/my-account/profile">{t('userPages.editProfile')}</Link>
        </p>
      ) : null}
    </Card>
  );
}

/** The Blog page's body: the player's bio as their long-form text. */
export function UserBlog({ handle }: { handle: string }) {
  const { t } = useTranslation();
  const { data: profile } = useSuspenseQuery(profileQueryOptions(handle));
  const own = useOwn(profile);
  const name = profile.user.screen_name;
  return (
    <Card as="article" padding="lg" aria-labelledby="blog-title" className="nv-stack nv-break">
      <h2 id="blog-title" className="nv-flush">
        {t('userPages.blogTitle', { handle: name })}
      </h2>
      {profile.user.bio ? (
        <>
          <Markdown text={profile.user.bio} />
          {own ? (
            <p className="nv-flush">
              <Link to="/my-account/profile">{t('userPages.editProfile')}</Link>
            </p>
          ) : null}
        </>
      ) : (
        <EmptyState
          level={3}
          title={t('userPages.noBlog', { handle: name })}
          action={
            own ? (
              <Link className="nv-button" to="/my-account/profile">
                {t('userPages.writeBio')}
              </Link>
            ) : undefined
          }
        >
          {own ? t('userPages.noBlogOwn') : t('userPages.noBlogOther')}
        </EmptyState>
      )}
    </Card>
  );
}

/** Both pages' text while it loads. */
export function AboutSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonGroup label={t('userPages.loadingText')}>
      <Card padding="lg" className="nv-stack">
        <Skeleton width="40%" />
        <Skeleton lines={4} />
      </Card>
    </SkeletonGroup>
  );
}
