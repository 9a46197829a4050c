/** Public player pages: profiles, social links, mentions. */
import * as v from 'valibot';
import { envelope, listEnvelope, PageQuerySchema } from '../common.js';
import {
  FollowSchema,
  MentionQuerySchema,
  MentionUserSchema,
  ProfileSchema,
  SocialSchema,
  UserPlatformSchema,
} from '../users.js';
import { defineCalls } from './define.js';

export const usersCalls = defineCalls({
  followState: {
    method: 'GET',
    path: '/users/{id}/follow',
    summary: 'Whether the signed-in player follows this player (by id or handle)',
    tag: 'users',
    auth: 'user',
    response: envelope(FollowSchema),
  },
  follow: {
    method: 'PUT',
    path: '/users/{id}/follow',
    summary:
      'Follow a player (by id or handle), one way: their settled ideas become your highlights. Following again changes nothing',
    tag: 'users',
    auth: 'user',
    response: envelope(FollowSchema),
  },
  unfollow: {
    method: 'DELETE',
    path: '/users/{id}/follow',
    summary: 'Stop following a player (not following already: nothing changes)',
    tag: 'users',
    auth: 'user',
    response: envelope(FollowSchema),
  },
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
  userPlatforms: {
    method: 'GET',
    path: '/users/{id}/platforms',
    summary: 'The platforms a player owns or staffs (their about page), owner first, then by title',
    tag: 'users',
    auth: 'none',
    query: PageQuerySchema,
    response: listEnvelope(UserPlatformSchema),
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
