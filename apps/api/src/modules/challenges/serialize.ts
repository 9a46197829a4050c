import type { Challenge } from '@nervus/contracts';
import { formatCents } from '@nervus/game-rules';
import type { challenges, drafts } from '../../db/schema.js';

type ChallengeRow = typeof challenges.$inferSelect;

export function challengeBody(
  row: ChallengeRow,
  extra: {
    category: { id: string; slug: string; name: string } | null;
    catalyst: { id: string; handle: string; first_name: string | null; last_name: string | null };
    platforms: readonly string[];
    coAuthor?: { id: string; handle: string; first_name: string | null } | null;
  },
): Challenge {
  return {
    id: row.id,
    slug: row.slug,
    question_title: row.questionTitle,
    question_detail: row.questionDetail,
    solution_format: row.solutionFormat,
    challenge_format: row.challengeFormat,
    main_category: extra.category,
    caption_solution_format: row.captionSolutionFormat,
    primary_image: row.primaryImage,
    image_credit: row.imageCredit ?? null,
    tags: row.tags,
    duration_start: row.durationStart.toISOString(),
    duration_end: row.durationEnd.toISOString(),
    is_closed: row.isClosed,
    status: row.status,
    innovation_scale: row.innovationScale,
    assumption_who: row.assumptionWho,
    assumption_why: row.assumptionWhy,
    assumption_what: row.assumptionWhat,
    article: row.article ?? null,
    deep_dives: row.deepDives ?? null,
    prize: {
      prize_type: row.prizeType,
      prize_title: row.prizeTitle,
      prize_description: row.prizeDescription,
      // The form's dollar string, e.g. '25.50'.
      prize_money: formatCents(row.prizeMoneyCents).replace(/[$,]/g, ''),
    },
    idea_entry_fee: row.ideaEntryFeeCents,
    max_user_ideas: row.maxUserIdeas,
    improve_purpose_idea: row.improvePurposeIdea,
    test_idea_format: row.testIdeaFormat,
    catalyst_id: row.catalystId,
    catalyst: extra.catalyst,
    platforms: [...extra.platforms],
    co_author: extra.coAuthor ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export function draftBody(row: typeof drafts.$inferSelect) {
  return {
    _id: row.id,
    origin: row.origin as 'challenge-creation-flow',
    draft_type: 'challenge' as const,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
