/**
 * Who may do what with challenges and drafts: pure functions over the viewer and the rows, each
 * answering a decision that `enforce` turns into the refusal.
 */
import type { UserRow } from '../../context.js';
import { allow, type Decision, deny } from '../../http/policy.js';

/** A draft is its author's alone: to anyone else it is answered like a missing one. */
export function canUseDraft(
  user: Pick<UserRow, 'id'>,
  draft: { readonly userId: string },
): Decision {
  // Its existence is not theirs to learn, so not 403.
  return draft.userId === user.id ? allow : deny('Draft not found.', 404);
}
