/**
 * A platform's teams (decision 0016), apart from platforms.ts: the platform's own schemas load
 * with every page (its call table starts with the app), the teams' only with the teams page.
 */
import * as v from 'valibot';
import { IdSchema, requiredText } from './common.js';

/** Limits of a platform's teams (decision 0016). */
export const TEAM_NAME_MAX = 60;
export const TEAM_DESCRIPTION_MAX = 500;
export const TEAM_TITLE_MAX = 60;

/** A player as a team or the staff list shows them. */
export const TeamPersonSchema = v.object({
  id: IdSchema,
  handle: v.string(),
  screen_name: v.string(),
  avatar_url: v.nullable(v.string()),
});
export type TeamPerson = v.InferOutput<typeof TeamPersonSchema>;

export const TeamMemberSchema = v.object({
  ...TeamPersonSchema.entries,
  /** What the member does in the team ("Captain"), or null. */
  title: v.nullable(v.string()),
});
export type TeamMember = v.InferOutput<typeof TeamMemberSchema>;

/** A named group of players on a platform, in the platform's order. */
export const TeamSchema = v.object({
  id: IdSchema,
  platform_id: IdSchema,
  name: v.string(),
  description: v.nullable(v.string()),
  position: v.number(),
  members: v.array(TeamMemberSchema),
});
export type Team = v.InferOutput<typeof TeamSchema>;

/** `GET /{platform}/teams`: the platform's staff by role and its teams. */
export const PlatformTeamsSchema = v.object({
  platform: v.object({ id: IdSchema, slug: v.string(), title: v.string() }),
  /** Whether the viewer may create, change and delete teams and their members. */
  can_manage: v.boolean(),
  staff: v.object({
    owner: v.array(TeamPersonSchema),
    ambassador: v.array(TeamPersonSchema),
    staff: v.array(TeamPersonSchema),
  }),
  teams: v.array(TeamSchema),
});
export type PlatformTeams = v.InferOutput<typeof PlatformTeamsSchema>;

const teamDescription = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(TEAM_DESCRIPTION_MAX, `Write at most ${TEAM_DESCRIPTION_MAX} characters.`),
    ),
  ),
);
const teamPosition = v.optional(
  v.pipe(
    v.number('Must be a whole number.'),
    v.integer('Must be a whole number.'),
    v.minValue(0, 'Must be at least 0.'),
    v.maxValue(10_000, 'Must be at most 10000.'),
  ),
);

/** A new team; without a position it goes last. */
export const TeamInputSchema = v.strictObject({
  name: requiredText(TEAM_NAME_MAX),
  description: teamDescription,
  position: teamPosition,
});
export type TeamInput = v.InferOutput<typeof TeamInputSchema>;

/** A change of a team: only the fields sent change. */
export const TeamPatchSchema = v.strictObject({
  name: v.optional(requiredText(TEAM_NAME_MAX)),
  description: teamDescription,
  position: teamPosition,
});
export type TeamPatch = v.InferOutput<typeof TeamPatchSchema>;

/** Adding a member, or changing their title (null or empty clears it; absent keeps it). */
export const TeamMemberInputSchema = v.strictObject({
  title: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(TEAM_TITLE_MAX, `Write at most ${TEAM_TITLE_MAX} characters.`),
      ),
    ),
  ),
});
export type TeamMemberInput = v.InferOutput<typeof TeamMemberInputSchema>;
