import type { PromotedIdea } from '@nervus/contracts';
import type { PromotedRow } from './queries.js';

/** A promoted idea; its unpublished draft is named only when `showDraft` (the catalyst). */
export function promotedIdeaBody(row: PromotedRow, showDraft: boolean): PromotedIdea {
  const { promotion } = row;
  return {
    idea_id: promotion.ideaId,
    idea_title: row.title,
    author: { id: row.authorId, handle: row.handle },
    promoted_at: promotion.createdAt.toISOString(),
    draft_id: showDraft && !promotion.challengeId ? promotion.draftId : null,
    challenge:
      promotion.challengeId && row.slug ? { id: promotion.challengeId, slug: row.slug } : null,
  };
}
