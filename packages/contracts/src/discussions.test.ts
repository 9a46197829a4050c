import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ContentReportInputSchema,
  DISCUSSION_BODY_MAX,
  DiscussionMessageInputSchema,
  DiscussionQuerySchema,
  DiscussionVoteInputSchema,
} from './discussions.js';

const ID = '7f1c2b9e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';

describe('DiscussionMessageInputSchema', () => {
  it('trims the body and takes up to the maximum', () => {
    expect(v.parse(DiscussionMessageInputSchema, { body: '  hi  ' })).toEqual({ body: 'hi' });
    expect(
      v.safeParse(DiscussionMessageInputSchema, { body: 'x'.repeat(DISCUSSION_BODY_MAX) }).success,
    ).toBe(true);
  });

  it.each([
    [{ body: '   ' }],
    [{ body: 'x'.repeat(DISCUSSION_BODY_MAX + 1) }],
    [{ body: 'ok', parent_id: 'nope' }],
    [{ body: 'ok', extra: 1 }],
  ])('refuses %j', (input) => {
    expect(v.safeParse(DiscussionMessageInputSchema, input).success).toBe(false);
  });
});

describe('DiscussionQuerySchema', () => {
  it('defaults to the newest first and refuses unknown sorts', () => {
    expect(v.parse(DiscussionQuerySchema, {})).toEqual({ page: 0, size: 20, sort: 'recent' });
    expect(v.safeParse(DiscussionQuerySchema, { sort: 'loudest' }).success).toBe(false);
  });
});

describe('votes and reports', () => {
  it('takes only the spec’s vote kinds and report reasons', () => {
    expect(
      v.safeParse(DiscussionVoteInputSchema, { message_id: ID, kind: 'ai-slop' }).success,
    ).toBe(true);
    expect(v.safeParse(DiscussionVoteInputSchema, { message_id: ID, kind: 'great' }).success).toBe(
      false,
    );
    const report = { content_type: 'discussion-message', content_id: ID, reason: 'spam' };
    expect(v.parse(ContentReportInputSchema, report)).toEqual({ ...report, feedback: '' });
    expect(v.safeParse(ContentReportInputSchema, { ...report, reason: 'meh' }).success).toBe(false);
  });
});
