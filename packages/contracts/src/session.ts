/**
 * The signed-in user and signing out: what every page's shell asks for, kept apart from
 * sign-up's rules (handles, passwords, e-mail domains) so that a page loads only these schemas.
 */
import * as v from 'valibot';
import { IdSchema } from './common.js';

/** The public face of a user. */
export const UserSchema = v.object({
  id: IdSchema,
  first_name: v.nullable(v.string()),
  last_name: v.nullable(v.string()),
  screen_name: v.string(),
  handle: v.string(),
  bio: v.nullable(v.string()),
  slogan: v.nullable(v.string()),
  avatar_url: v.nullable(v.string()),
  image: v.nullable(v.string()),
  is_organization: v.boolean(),
  scout_referrer: v.nullable(v.string()),
});
export type User = v.InferOutput<typeof UserSchema>;

export const AdminRolesSchema = v.object({
  global_admin: v.boolean(),
  platform_ambassador: v.boolean(),
});

/** `GET /me/detailed`: user, profile with interests, admin roles. */
export const MeDetailedSchema = v.object({
  user: UserSchema,
  profile: v.object({ bio: v.object({ interests: v.array(v.string()) }) }),
  admin_roles: AdminRolesSchema,
  email: v.string(),
  email_verified: v.boolean(),
});
export type MeDetailed = v.InferOutput<typeof MeDetailedSchema>;
