import * as v from 'valibot';
import { IdSchema, REQUIRED, TimestampSchema } from './common.js';
import { UserSchema } from './session.js';

/** `GET /users/{id}/profile`. */
export const ProfileSchema = v.object({
  user: UserSchema,
  profile: v.object({ bio: v.object({ interests: v.array(v.string()) }) }),
  platform_slug: v.string(),
  joined_at: TimestampSchema,
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

/**
 * `GET /users/{id}/platforms`: a platform the player runs (owner) or helps run (ambassador,
 * staff), with what its about page says of it.
 */
export const UserPlatformSchema = v.object({
  role: v.picklist(['owner', 'ambassador', 'staff']),
  platform: v.object({
    id: IdSchema,
    slug: v.string(),
    title: v.string(),
    slogan: v.nullable(v.string()),
    organization_description: v.nullable(v.string()),
  }),
});
export type UserPlatform = v.InferOutput<typeof UserPlatformSchema>;

/** `GET /users/{id}/social`: provider → handle. */
export const SocialSchema = v.object({
  accounts: v.record(v.string(), v.object({ handle: v.string() })),
});

/** A mention suggestion. */
export const MentionUserSchema = v.object({
  id: IdSchema,
  handle: v.string(),
  first_name: v.nullable(v.string()),
});

export const MentionQuerySchema = v.object({
  q: v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED), v.maxLength(40)),
});

/** `PUT`/`DELETE /users/{id}/follow`: whether the caller now follows the player. */
export const FollowSchema = v.object({ following: v.boolean() });
export type Follow = v.InferOutput<typeof FollowSchema>;
