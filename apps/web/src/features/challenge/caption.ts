/**
 * Whether a challenge takes captions, in a module of its own: the Ideas tab (on every challenge
 * page's first load) asks it, and importing it from `details.tsx` brought the Details tab's
 * form, its words and the creation flow's words into that first load.
 */
import type { Challenge } from '@nervus/contracts';
import { captionFormatForCategory, isCaptionType } from '@nervus/game-rules';

/** Caption-type: the caption format, a caption category, or a Funny/Inspiring/… category. */
export function isCaptionChallenge(challenge: Challenge): boolean {
  return (
    isCaptionType({
      caption_solution_format: challenge.caption_solution_format === 'caption' ? 'caption' : null,
      main_category: challenge.main_category,
    }) || captionFormatForCategory(challenge.main_category?.slug) === 'caption'
  );
}
