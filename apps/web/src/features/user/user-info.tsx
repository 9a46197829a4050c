import { ApiError } from '@nervus/api-client';
import type { Profile } from '@nervus/contracts';
import { Avatar, Badge, Button, Card, useToast, useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { myBrainsQueryOptions } from '../game/queries.js';
import { useFlag, useMe } from '../session/queries.js';
import { FollowButton } from './follow-button.js';
import { userSocialQueryOptions } from './queries.js';
import './user.css';

/** Avatar, @screen name, social links, bio, level, actions and up to 3 interests. */
export function UserInfo({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const toast = useToast();
  const navigate = useNavigate();
  const shadowFlag = useFlag('shadow-mode');
  const own = me?.user.id === profile.user.id;
  const { user } = profile;
  const name =
    [user.first_name, user.last_name].filter(Boolean).join(' ') || `@${user.screen_name}`;
  // Social links are an extra: the profile shows without them while they load.
  const { data: social } = useQuery(userSocialQueryOptions(user.handle));
  // The spec shows the level on one's own profile only (another's reads n/a): the player's
  // overall brain, which appears once it loads rather than holding the profile back.
  const { data: brains } = useQuery({ ...myBrainsQueryOptions(), enabled: own });
  const level = brains ? (brains.find((b) => b.role === 'overall')?.brain_level ?? 0) : undefined;
  const shadow = async () => {
    try {
      // Only admins shadow: the call (and the accounts calls' table) loads when one does.
      const { startShadowing } = await import('./shadow.js');
      await startShadowing(user.handle);
      // One document load of the dashboard, as the shadowed player. Navigating in this page and
      // then reloading rendered the dashboard with the admin's cached reads first, its loaders,
      // chunks and effects racing the reload; a shadow-mode question asked by this page then (its
      // realtime connection's token) left the dashboard waiting behind it, without the bar.
      await navigate({
        to: '/$platformSlug/my-dashboard',
        params: { platformSlug: user.handle },
        reloadDocument: true,
      });
    } catch (error) {
      toast.show(error instanceof ApiError ? error.message : t('notices.error'), 'danger');
    }
  };
  const soon = () => toast.show(t('user.laterFeature'));
  return (
    <Card as="section" padding="lg" className="app-profile" aria-label={`@${user.screen_name}`}>
      <Avatar name={name} src={user.avatar_url} size={72} zoomable />
      <div className="app-profile-body">
        <h1 className="app-profile-name">@{user.screen_name}</h1>
        {name !== `@${user.screen_name}` ? <p className="nv-text-muted">{name}</p> : null}
        {user.bio ? <p className="nv-prewrap">{user.bio}</p> : null}
        <div className="nv-cluster">
          {!own ? (
            <Badge tone="brand">
              {t('user.level')}: {t('user.levelNa')}
            </Badge>
          ) : level !== undefined ? (
            <Badge tone="brand">
              {t('user.level')}: {level.toFixed(1)}
            </Badge>
          ) : null}
          {profile.profile.bio.interests.length > 0 ? (
            <span className="nv-text-muted">
              {t('user.interests')}: {profile.profile.bio.interests.slice(0, 3).join(', ')}
            </span>
          ) : null}
        </div>
        {social && Object.keys(social.accounts).length > 0 ? (
          <ul className="nv-list-plain nv-cluster nv-text-muted" aria-label={t('user.social')}>
            {Object.entries(social.accounts).map(([provider, account]) => (
              <li key={provider}>
                {provider}: @{account.handle}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="nv-cluster app-profile-actions">
          {own ? (
            <>
              <Button variant="secondary" size="sm" onClick={soon}>
                {t('user.share')}
              </Button>
              <Button variant="secondary" size="sm" onClick={soon}>
                {t('user.bio')}
              </Button>
              <Button variant="secondary" size="sm" onClick={soon}>
                {t('user.editMasthead')}
              </Button>
            </>
          ) : (
            <>
              {me ? (
                <Button variant="secondary" size="sm" onClick={soon}>
                  {t('user.share')}
                </Button>
              ) : null}
              <FollowButton handle={user.handle} />
              {(['bio', 'friend', 'fund'] as const).map((action) => (
                <Button key={action} variant="secondary" size="sm" onClick={soon}>
                  {t(`user.${action}`)}
                </Button>
              ))}
              {me?.admin_roles.global_admin && shadowFlag ? (
                <Button size="sm" onClick={shadow}>
                  {t('user.shadow')}
                </Button>
              ) : null}
            </>
          )}
        </div>
      </div>
    </Card>
  );
}
