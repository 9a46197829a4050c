/**
 * Score Stats' `?tab=`: `nerve-score` (the overall brain, as the spec names it) or a role. Apart
 * from the page: the route's search validation loads with the first page, the page does not.
 */
import { LADDER_ROLES, type LadderRole } from '@nervus/game-rules';

export const SCORE_TABS = [
  'nerve-score',
  ...LADDER_ROLES.filter((r): r is Exclude<LadderRole, 'overall'> => r !== 'overall'),
] as const;
export type ScoreTab = (typeof SCORE_TABS)[number];

export const roleOfTab = (tab: ScoreTab): LadderRole => (tab === 'nerve-score' ? 'overall' : tab);
export const tabOfRole = (role: LadderRole): ScoreTab =>
  role === 'overall' ? 'nerve-score' : role;
