/** Public player pages: profiles, social links, mentions. */
import * as v from 'valibot';
import { envelope } from '../common.js';
import { MentionQuerySchema, MentionUserSchema, ProfileSchema, SocialSchema } from '../users.js';
import { defineCalls } from './define.js';

export const usersCalls = defineCalls({
  userProfile: {
    method: 'GET',
    path: '/users/{id}/profile',
    summary: 'A user by id or handle',
    tag: 'users',
    auth: 'none',
    response: envelope(ProfileSchema),
  },
  userSocial: {
    method: 'GET',
    path: '/users/{id}/social',
    summary: "A user's social accounts",
    tag: 'users',
    auth: 'none',
    response: envelope(SocialSchema),
  },
  searchMentions: {
    method: 'GET',
    path: '/search/mentions',
    summary: 'Users whose handle starts with q',
    tag: 'users',
    auth: 'none',
    query: MentionQuerySchema,
    response: envelope(v.array(MentionUserSchema)),
  },
});
