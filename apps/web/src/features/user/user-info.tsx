import { ApiError } from '@nervus/api-client';
import type { Profile } from '@nervus/contracts';
import { brainLevel } from '@nervus/game-rules';
import { Avatar, useToast, useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useFlag, useMe } from '../session/queries.js';
import { userSocialQueryOptions } from './queries.js';

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
  const shadow = async () => {
    try {
      // Only admins shadow: the call (and the accounts calls' table) loads when one does.
      const { startShadowing } = await import('./shadow.js');
      await startShadowing(user.handle);
      await navigate({ to: '/$platformSlug/my-dashboard', params: { platformSlug: user.handle } });
      window.location.reload();
    } catch (error) {
      toast.show(error instanceof ApiError ? error.message : t('notices.error'), 'danger');
    }
  };
  const soon = () => toast.show(t('user.laterFeature'));
  return (
    <section className="app-user-info" aria-label={`@${user.screen_name}`}>
      <Avatar name={name} src={user.avatar_url} size={72} zoomable />
      <div>
        <h1 style={{ margin: 0 }}>@{user.screen_name}</h1>
        {name !== `@${user.screen_name}` ? <p style={{ margin: 0 }}>{name}</p> : null}
        {user.bio ? <p>{user.bio}</p> : null}
        <p>
          {/* Scores arrive with the game loop (issue 6): until then every player is at level 0. */}
          {t('user.level')}: {own ? brainLevel(0) : t('user.levelNa')}
        </p>
        {profile.profile.bio.interests.length > 0 ? (
          <p>
            {t('user.interests')}: {profile.profile.bio.interests.slice(0, 3).join(', ')}
          </p>
        ) : null}
        {social && Object.keys(social.accounts).length > 0 ? (
          <ul aria-label={t('user.social')}>
            {Object.entries(social.accounts).map(([provider, account]) => (
              <li key={provider}>
                {provider}: @{account.handle}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="app-actions">
          {own ? (
            <>
              <button type="button" className="nv-button" data-variant="secondary" onClick={soon}>
                {t('user.share')}
              </button>
              <button type="button" className="nv-button" data-variant="secondary" onClick={soon}>
                {t('user.bio')}
              </button>
              <button type="button" className="nv-button" data-variant="secondary" onClick={soon}>
                {t('user.editMasthead')}
              </button>
            </>
          ) : (
            <>
              {me ? (
                <button type="button" className="nv-button" data-variant="secondary" onClick={soon}>
                  {t('user.share')}
                </button>
              ) : null}
              {(['bio', 'follow', 'friend', 'fund'] as const).map((action) => (
                <button
                  key={action}
                  type="button"
                  className="nv-button"
                  data-variant="secondary"
                  onClick={soon}
                >
                  {t(`user.${action}`)}
                </button>
              ))}
              {me?.admin_roles.global_admin && shadowFlag ? (
                <button type="button" className="nv-button" onClick={shadow}>
                  {t('user.shadow')}
                </button>
              ) : null}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
