import * as v from 'valibot';
import { IdSchema, optionalText, TimestampSchema } from './common.js';

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
