/** Platforms (tenants), their categories, staff, pages and preferences. */
import * as v from 'valibot';
import { envelope, listEnvelope, PageQuerySchema } from '../common.js';
import {
  CategorySchema,
  ContentPageSchema,
  PlatformPreferencesInputSchema,
  PlatformPreferencesSchema,
  PlatformSchema,
  PlatformSearchQuerySchema,
  StaffSchema,
} from '../platforms.js';
import { defineCalls } from './define.js';

export const platformsCalls = defineCalls({
  platforms: {
    method: 'GET',
    path: '/platforms',
    summary: 'Search platforms',
    tag: 'platforms',
    auth: 'none',
    query: v.object({ ...PageQuerySchema.entries, ...PlatformSearchQuerySchema.entries }),
    response: listEnvelope(PlatformSchema),
  },
  currentPlatform: {
    method: 'GET',
    path: '/platforms/current',
    summary: "The platform of the request's host",
    tag: 'platforms',
    auth: 'none',
    response: envelope(PlatformSchema),
  },
  platform: {
    method: 'GET',
    path: '/platforms/{id}',
    summary: 'A platform by id or slug',
    tag: 'platforms',
    auth: 'none',
    response: envelope(PlatformSchema),
  },
  platformPreferences: {
    method: 'GET',
    path: '/platforms/{id}/preferences',
    summary: "A platform's preferences",
    tag: 'platforms',
    auth: 'none',
    response: envelope(PlatformPreferencesSchema),
  },
  putPlatformPreferences: {
    method: 'PUT',
    path: '/platforms/{id}/preferences',
    summary: "Change a platform's preferences (owner, staff or admin)",
    tag: 'platforms',
    auth: 'user',
    body: PlatformPreferencesInputSchema,
    response: envelope(PlatformPreferencesSchema),
  },
  platformStaff: {
    method: 'GET',
    path: '/platforms/{id}/staff',
    summary: "A platform's staff",
    tag: 'platforms',
    auth: 'none',
    response: envelope(v.array(StaffSchema)),
  },
  platformCategories: {
    method: 'GET',
    path: '/platforms/{id}/categories',
    summary: "A platform's challenge categories, as a tree",
    tag: 'platforms',
    auth: 'none',
    response: envelope(v.array(CategorySchema)),
  },
  categories: {
    method: 'GET',
    path: '/categories',
    summary: 'Every category, as a tree',
    tag: 'platforms',
    auth: 'none',
    response: envelope(v.array(CategorySchema)),
  },
  contentPage: {
    method: 'GET',
    path: '/content/platforms/{id}/pages/{page}',
    summary: "A platform's content page (its own, or the default one)",
    tag: 'platforms',
    auth: 'none',
    response: envelope(ContentPageSchema),
  },
});
