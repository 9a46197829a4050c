import { ApiError } from '@nervus/api-client';
import { Button, useToast, useTranslation } from '@nervus/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMe } from '../session/queries.js';
import { followStateQueryOptions, setFollowing, userKeys } from './queries.js';

/**
 * Follow or stop following a player: one way, and their settled ideas then reach the follower's
 * highlights. The button says whether one follows (`aria-pressed`); a visitor is asked to sign in.
 */
export function FollowButton({ handle }: { handle: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const { data: state } = useQuery({ ...followStateQueryOptions(handle), enabled: Boolean(me) });
  const following = state?.following ?? false;
  const change = useMutation({
    mutationFn: (follow: boolean) => setFollowing(handle, follow),
    onSuccess: (answer) => {
      queryClient.setQueryData(userKeys.follow(handle), answer);
      toast.show(t(answer.following ? 'user.followed' : 'user.unfollowed', { handle }));
    },
    onError: (error) =>
      toast.show(error instanceof ApiError ? error.message : t('notices.error'), 'danger'),
  });
  if (!me)
    return (
      <Button variant="secondary" size="sm" onClick={() => toast.show(t('user.signInToFollow'))}>
        {t('user.follow')}
      </Button>
    );
  return (
    <Button
      variant={following ? 'primary' : 'secondary'}
      size="sm"
      aria-pressed={following}
      disabled={!state || change.isPending}
      onClick={() => change.mutate(!following)}
    >
      {following ? t('user.following') : t('user.follow')}
    </Button>
  );
}
