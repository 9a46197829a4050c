/**
 * The challenge page's tabs, in order. A module of its own: the route's search validation
 * reads it, and route options stay in the first bundle while page components load lazily.
 */
export const CHALLENGE_TABS = [
  'ideas',
  'mentoring',
  'insightfuls',
  'discussions',
  'details',
  'participants',
] as const;
export type ChallengeTab = (typeof CHALLENGE_TABS)[number];
