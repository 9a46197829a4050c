import { useTranslation } from '@nervus/ui-kit';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useMe } from './queries.js';

/**
 * A login redirect: signed-in users go to `path(handle)`; visitors go to the sign-in gateway,
 * which brings them back here.
 *
 * It navigates once. A `<Navigate>` rendered again while the gateway's code loads started the
 * navigation again, cancelling the one under way, so a visitor never left the page.
 */
export function LoginRedirect({ path }: { path: (handle: string) => string }) {
  const { t } = useTranslation();
  const { data: me, isPending } = useMe();
  const navigate = useNavigate();
  // The address this route was rendered for, not the one a navigation is heading to.
  const href = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).href });
  const target = isPending ? undefined : me ? path(me.user.handle) : null;
  const sent = useRef(false);
  useEffect(() => {
    if (target === undefined || sent.current) return;
    sent.current = true;
    if (target === null)
      void navigate({ to: '/accounts/gateway', search: { continue: href }, replace: true });
    else void navigate({ to: target as '/', replace: true });
  }, [target, href, navigate]);
  return <p role="status">{t('notices.loading')}</p>;
}
