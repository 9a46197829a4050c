import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aDiscussionMessage, aDiscussionMeta, aMe, anId, aPage } from '../../test/factories.js';
import { renderWithApp } from '../../test/render.js';
import { ChallengeDiscussions, ChallengeInsightfuls } from './challenge-discussions.js';

const CHALLENGE = anId(100);
const BLOCKED = 'You can post after entering 1 idea or rating 5 ideas in this challenge.';
const PATH = '/challenges/tools?tab=discussions';

const ivans = aDiscussionMessage({
  context_id: CHALLENGE,
  author: { id: anId(2), handle: 'ivan', first_name: 'Ivan' },
  body: '**Share** tools <img src=x onerror="alert(1)"><script>alert(2)</script>',
  reply_count: 2,
  votes: { ...aDiscussionMessage().votes, insightful: 3, funny: 1 },
});
const removed = aDiscussionMessage({
  id: anId(301),
  context_id: CHALLENGE,
  removed: true,
  author: null,
  body: '',
});

/** What a visitor meets: two messages (one removed) and no insightful ones yet. */
function visit(which: typeof ChallengeDiscussions) {
  const Tab = which;
  return renderWithApp(<Tab challengeId={CHALLENGE} />, {
    path: PATH,
    api: {
      discussionMessages: ({ query }) =>
        aPage(query?.sort === 'insightful' ? [] : [ivans, removed]),
    },
  });
}

/** A signed-in newcomer the forum-entry rule still keeps out, who voted "funny" earlier. */
function visitAsNewcomer(which: typeof ChallengeDiscussions) {
  const Tab = which;
  return renderWithApp(<Tab challengeId={CHALLENGE} />, {
    path: PATH,
    viewer: aMe({ id: anId(9), handle: 'newbie' }),
    api: {
      discussionMeta: () => ({
        data: aDiscussionMeta({ message_count: 1, can_post: false, post_blocked_reason: BLOCKED }),
      }),
      discussionMessages: () => aPage([{ ...ivans, my_votes: ['funny'] }]),
    },
  });
}

describe('ChallengeDiscussions', () => {
  it('shows visitors the messages, sanitised, with counts they cannot press', async () => {
    const { server } = visit(ChallengeDiscussions);
    const article = await screen.findByRole('article', { name: 'Message by Ivan' });
    expect(within(article).getByText('Share').tagName).toBe('STRONG');
    expect(article.innerHTML).not.toMatch(/onerror|<script|<img/);
    const insightful = within(article).getByRole('button', { name: 'Insightful 3' });
    expect(insightful.getAttribute('aria-pressed')).toBe('false');
    expect((insightful as HTMLButtonElement).disabled).toBe(true);
    expect(within(article).getByRole('button', { name: 'Show 2 replies' })).toBeTruthy();
    expect(within(article).queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(screen.getByText('This message was removed.')).toBeTruthy();
    const signIn = screen.getByRole('link', { name: 'Sign in to join the discussion' });
    expect(decodeURIComponent(signIn.getAttribute('href') ?? '')).toContain(
      'continue=/challenges/tools?tab=discussions',
    );
    expect(screen.queryByLabelText(/Your message/)).toBeNull();
    expect(server.inputsOf('discussionMessages')).toEqual([
      {
        params: { context: 'challenge', id: CHALLENGE },
        query: { page: '0', size: '10', sort: 'recent' },
      },
    ]);
  });

  it('keeps players the forum-entry rule refuses from voting, but lets them take a vote back', async () => {
    visitAsNewcomer(ChallengeDiscussions);
    const article = await screen.findByRole('article', { name: 'Message by Ivan' });
    await screen.findByText(BLOCKED);
    const insightful = within(article).getByRole('button', { name: 'Insightful 3' });
    expect((insightful as HTMLButtonElement).disabled).toBe(true);
    expect(insightful.getAttribute('title')).toBe(BLOCKED);
    const funny = within(article).getByRole('button', { name: 'Funny 1' });
    expect(funny.getAttribute('aria-pressed')).toBe('true');
    expect((funny as HTMLButtonElement).disabled).toBe(false);
    expect(within(article).queryByRole('button', { name: 'Reply' })).toBeNull();
  });

  it('tells refused players why on the Insightfuls tab too', async () => {
    visitAsNewcomer(ChallengeInsightfuls);
    await screen.findByText(BLOCKED);
  });

  it('lists the insightful messages on their own tab', async () => {
    const { server } = visit(ChallengeInsightfuls);
    await screen.findByText(/No insightful messages yet/);
    expect(server.inputsOf('discussionMessages').map((i) => i.query?.sort)).toEqual(['insightful']);
  });

  it('lets a player post, vote and report; each write reads the discussion again', async () => {
    let posted = false;
    const mine = aDiscussionMessage({
      id: anId(310),
      context_id: CHALLENGE,
      author: { id: anId(9), handle: 'player', first_name: null },
      body: 'My idea of it.',
      mine: true,
      editable: true,
    });
    const { server } = renderWithApp(<ChallengeDiscussions challengeId={CHALLENGE} />, {
      path: PATH,
      viewer: aMe({ id: anId(9), handle: 'player' }),
      api: {
        discussionMeta: () => ({ data: aDiscussionMeta({ message_count: 1, can_post: true }) }),
        discussionMessages: () => aPage(posted ? [mine, ivans] : [ivans]),
        postDiscussionMessage: () => {
          posted = true;
          return { data: mine };
        },
        voteDiscussionMessage: ({ body }) => ({
          data: { ...ivans, my_votes: body?.kind === 'helpful' ? ['helpful'] : [] },
        }),
        reportContent: ({ body }) => ({
          data: {
            id: anId(500),
            content_type: 'discussion-message',
            content_id: ivans.id,
            reason: body?.reason ?? 'other',
            created_at: '2026-11-22T13:00:00.000Z',
          },
        }),
      },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /Your message/ }), {
      target: { value: 'My idea of it.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Post message' }));
    await screen.findByRole('article', { name: 'Message by @player' });
    expect(server.inputsOf('postDiscussionMessage')[0]?.body).toEqual({ body: 'My idea of it.' });

    const article = screen.getByRole('article', { name: 'Message by Ivan' });
    fireEvent.click(within(article).getByRole('button', { name: 'Helpful 0' }));
    await waitFor(() => expect(server.inputsOf('voteDiscussionMessage')).toHaveLength(1));
    expect(server.inputsOf('voteDiscussionMessage')[0]?.body).toEqual({
      message_id: ivans.id,
      kind: 'helpful',
    });

    fireEvent.click(within(article).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'spam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await screen.findByText('Thanks. The moderators will look at it.');
    expect(server.inputsOf('reportContent')[0]?.body).toEqual({
      content_type: 'discussion-message',
      content_id: ivans.id,
      reason: 'spam',
      feedback: '',
    });
    const reads = server.calls.filter((c) => c.name === 'discussionMessages').length;
    expect(reads).toBeGreaterThanOrEqual(3);
  });
});
