/**
 * Co-author credit for a promoted QQ idea. The credit is read from the promotion record only:
 * the publisher names the draft they resumed, and that draft must be a promotion they made that
 * was not published yet. Nothing the client says about a co-author is ever believed.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { ideaPromotions, ideas } from '../../db/schema.js';
import { invalid } from '../../http/errors.js';

export interface ClaimedPromotion {
  readonly promotionId: string;
  readonly coAuthorId: string;
}

/**
 * Locks the publisher's promotion behind a draft, if any. A promotion already published answers
 * 422 on `draft_id`: one promoted idea makes one new question, however often the draft is sent.
 */
export async function claimPromotion(
  tx: Tx,
  draftId: string | undefined,
  publisherId: string,
): Promise<ClaimedPromotion | null> {
  if (!draftId) return null;
  const [row] = await tx
    .select({
      id: ideaPromotions.id,
      challengeId: ideaPromotions.challengeId,
      authorId: ideas.authorId,
    })
    .from(ideaPromotions)
    .innerJoin(ideas, eq(ideas.id, ideaPromotions.ideaId))
    .where(and(eq(ideaPromotions.draftId, draftId), eq(ideaPromotions.promoterId, publisherId)))
    .limit(1)
    .for('update', { of: ideaPromotions });
  if (!row) return null;
  if (row.challengeId)
    throw invalid('draft_id', 'This promoted idea has already been published as a question.');
  return { promotionId: row.id, coAuthorId: row.authorId };
}

/** Records the new challenge on the promotion, in the publishing transaction. */
export async function completePromotion(
  tx: Tx,
  claimed: ClaimedPromotion | null,
  challengeId: string,
): Promise<void> {
  if (!claimed) return;
  await tx
    .update(ideaPromotions)
    .set({ challengeId })
    .where(eq(ideaPromotions.id, claimed.promotionId));
}
