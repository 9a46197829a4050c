/**
 * `useOwnerOnly` guards the catalyst's pages (edit, end): a signed-in user who is not the
 * challenge's owner gets the spec's toast and is sent to their dashboard, and the page renders
 * nothing meanwhile. A module of its own: the end page loads none of the promotion of QQ ideas,
 * and its toast's words are the shell's (`notices.notOwner`), which every page has.
 */
import type { Challenge } from '@nervus/contracts';
import { useToast, useTranslation } from '@nervus/ui-kit';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useMe } from '../session/queries.js';

/**
 * True once the signed-in user is known to own the challenge (its catalyst_id is theirs).
 * Anyone else gets the owner-mismatch toast and is taken to their dashboard.
 */
export function useOwnerOnly(
  challenge: Pick<Challenge, 'catalyst_id'> | null | undefined,
): boolean {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const owner = Boolean(me && challenge && me.user.id === challenge.catalyst_id);
  const mismatch = Boolean(me && challenge && !owner);
  const warned = useRef(false);
  useEffect(() => {
    if (!mismatch || warned.current) return;
    warned.current = true;
    toast.show(t('notices.notOwner'), 'danger');
    void navigate({ to: '/my-dashboard', replace: true });
  }, [mismatch, navigate, toast, t]);
  return owner;
}
