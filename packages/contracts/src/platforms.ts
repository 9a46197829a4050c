import * as v from 'valibot';
import { IdSchema, optionalText, requiredText, TimestampSchema } from './common.js';

export const PLATFORM_TYPES = ['system-platform', 'user-platform'] as const;

export const PlatformSchema = v.object({
  id: IdSchema,
  name: v.string(),
  title: v.string(),
  slogan: v.nullable(v.string()),
  marketing_phrase: v.nullable(v.string()),
  icon: v.nullable(v.string()),
  subdomain: v.nullable(v.string()),
  slug: v.string(),
  type: v.picklist(PLATFORM_TYPES),
  is_default: v.boolean(),
  aliases: v.array(v.string()),
  url: v.nullable(v.string()),
  owner: v.nullable(v.object({ id: IdSchema, handle: v.string() })),
  organization_image: v.nullable(v.string()),
  organization_description: v.nullable(v.string()),
  masthead_background_image: v.nullable(v.string()),
  /** The platform's own colour (`#rrggbb`): the app derives its brand tokens from it. */
  accent_color: v.nullable(v.string()),
  categories: v.array(v.object({ slug: v.string(), name: v.string() })),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  deletedAt: v.nullable(TimestampSchema),
});
export type Platform = v.InferOutput<typeof PlatformSchema>;

export const PlatformSearchQuerySchema = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60))),
});

const httpsUrl = v.nullable(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(2000),
    v.url('Enter a web address.'),
    v.startsWith('https://', 'Use an https address.'),
  ),
);

/**
 * A platform's accent: a colour as `#rrggbb` (stored lower-case), or null for the product's.
 *
 * @example v.parse(AccentColorSchema, '#E8590C') // '#e8590c'
 */
export const AccentColorSchema = v.nullable(
  v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.regex(/^#[0-9a-f]{6}$/, 'Enter a colour as # and six hexadecimal digits, like #e8590c.'),
  ),
);

/** What a platform's owner (or an admin) may change. */
export const PlatformPreferencesInputSchema = v.strictObject({
  title: v.optional(
    v.pipe(v.string(), v.trim(), v.nonEmpty('This field is required'), v.maxLength(80)),
  ),
  slogan: optionalText(140),
  marketing_phrase: optionalText(280),
  organization_description: optionalText(2000),
  masthead_background_image: v.optional(httpsUrl),
  organization_image: v.optional(httpsUrl),
  accent_color: v.optional(AccentColorSchema),
});

export const PlatformPreferencesSchema = v.object({
  title: v.string(),
  slogan: v.nullable(v.string()),
  marketing_phrase: v.nullable(v.string()),
  organization_description: v.nullable(v.string()),
  masthead_background_image: v.nullable(v.string()),
  organization_image: v.nullable(v.string()),
  accent_color: v.nullable(v.string()),
});

export const StaffSchema = v.object({
  platform_id: IdSchema,
  user_id: IdSchema,
  role: v.picklist(['owner', 'ambassador', 'staff']),
  user: v.object({ id: IdSchema, handle: v.string() }),
});

export interface Category {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  icon: string | null;
  parent_id: string | null;
  related_platform: string | null;
  children: Category[];
}

/** A category and its children, recursively. */
export const CategorySchema: v.GenericSchema<Category> = v.object({
  id: IdSchema,
  name: v.string(),
  slug: v.string(),
  description: v.nullable(v.string()),
  icon: v.nullable(v.string()),
  parent_id: v.nullable(IdSchema),
  related_platform: v.nullable(v.string()),
  children: v.array(v.lazy(() => CategorySchema)),
});

export const ContentPageSchema = v.object({
  platform_id: v.nullable(IdSchema),
  slug: v.string(),
  title: v.string(),
  body: v.string(),
  updated_at: TimestampSchema,
});

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
