/**
 * The owner-only guard of the catalyst's dashboard pages (open and closed), apart from the pages:
 * the closed results load it without the open detail's tools.
 */
import type { Challenge } from '@nervus/contracts';
import { useToast, useTranslation } from '@nervus/ui-kit';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useMe } from '../session/queries.js';

/**
 * Owner-only dashboard pages: another player is told (the spec's toast) and sent to the
 * catalyst's list (a challenge that cannot be loaded never gets here: the route sends it there).
 * Answers whether the page is leaving. Once, from an effect: a layout stays mounted while the
 * router matches the list, and a <Navigate> would ask again on every render.
 */
export function useOwnerOnly(challenge: Challenge, list: 'open' | 'closed'): boolean {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { platformSlug } = useParams({ strict: false }) as { platformSlug: string };
  const { data: me } = useMe();
  const notOwner = Boolean(me && me.user.id !== challenge.catalyst.id);
  const leave = notOwner;
  const left = useRef(false);
  useEffect(() => {
    if (!leave || left.current) return;
    left.current = true;
    if (notOwner) toast.show(t('notices.notOwner'), 'danger');
    void navigate({
      to:
        list === 'open'
          ? '/$platformSlug/my-dashboard/catalyst/open'
          : '/$platformSlug/my-dashboard/catalyst/closed',
      params: { platformSlug },
      replace: true,
    });
  }, [leave, notOwner, navigate, platformSlug, toast, t, list]);
  return leave;
}
