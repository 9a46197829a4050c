import { useQuery } from '@tanstack/react-query';
import { useMe } from '../session/queries.js';
import { type DiscussionRef, discussionMetaQueryOptions } from './queries.js';

/** What the viewer may do in one discussion. */
export interface Viewer {
  readonly id: string | null;
  /** Posting, replying and voting: the forum-entry rule covers all three. */
  readonly canPost: boolean;
  /** Why a signed-in viewer may not post or vote yet (the server's words), if so. */
  readonly blockedReason: string | null;
}

/** The viewer and, once signed in, what the forum-entry rule lets them do here. */
export function useViewer(ref: DiscussionRef): Viewer {
  const { data: me } = useMe();
  const id = me?.user.id ?? null;
  const meta = useQuery({ ...discussionMetaQueryOptions(ref, id), enabled: id !== null });
  return {
    id,
    canPost: id !== null && meta.data?.can_post === true,
    blockedReason: id !== null ? (meta.data?.post_blocked_reason ?? null) : null,
  };
}
