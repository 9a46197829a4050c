import { useTranslation } from '@nervus/ui-kit';
import { Navigate, useRouterState } from '@tanstack/react-router';
import { useMe } from './queries.js';

/**
 * A login redirect: signed-in users go to `path(handle)`; visitors go to the sign-in gateway,
 * which brings them back here.
 */
export function LoginRedirect({ path }: { path: (handle: string) => string }) {
  const { t } = useTranslation();
  const { data: me, isPending } = useMe();
  const href = useRouterState({ select: (s) => s.location.href });
  if (isPending) return <p role="status">{t('notices.loading')}</p>;
  if (!me) return <Navigate to="/accounts/gateway" search={{ continue: href }} replace />;
  return <Navigate to={path(me.user.handle) as '/'} replace />;
}
