import { ApiError } from '@nervus/api-client';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { discussionMetaQueryOptions } from '../features/discussions/queries.js';
import { flagsQueryOptions, useMe } from '../features/session/queries.js';
import { hasSession } from '../lib/api.js';
import { aDiscussionMeta, aMe } from './factories.js';
import { renderWithApp, testQueryClient } from './render.js';

function MessageCount() {
  const meta = useQuery(discussionMetaQueryOptions({ context: 'challenge', id: 'c1' }, null));
  if (meta.isError) return <p role="alert">{meta.error.message}</p>;
  return <p>{meta.data ? `${meta.data.message_count} messages` : 'Loading'}</p>;
}

function Viewer() {
  const me = useMe();
  return <p>{me.data ? `Hello @${me.data.user.handle}` : me.isSuccess ? 'Visitor' : 'Loading'}</p>;
}

describe('renderWithApp', () => {
  it('answers each call with its typed answer and records the input', async () => {
    const { server } = renderWithApp(<MessageCount />, {
      api: { discussionMeta: () => ({ data: aDiscussionMeta({ message_count: 4 }) }) },
    });
    await screen.findByText('4 messages');
    expect(server.inputsOf('discussionMeta')).toEqual([
      { params: { context: 'challenge', id: 'c1' } },
    ]);
  });

  it('turns a thrown answer into a failed call', async () => {
    renderWithApp(<MessageCount />, {
      api: {
        discussionMeta: () => {
          throw new ApiError(404, 'No such challenge.');
        },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('No such challenge.');
  });

  it('signs the viewer in and answers who they are', async () => {
    renderWithApp(<Viewer />, { viewer: aMe({ handle: 'mona' }) });
    await screen.findByText('Hello @mona');
    expect(hasSession()).toBe(true);
  });

  it('leaves visitors signed out, without asking the server', async () => {
    const { server } = renderWithApp(<Viewer />);
    await screen.findByText('Visitor');
    expect(hasSession()).toBe(false);
    expect(server.calls).toEqual([]);
  });

  it('navigates to the pages it is given', async () => {
    const { router } = renderWithApp(<Link to="/my-dashboard">Go</Link>, {
      path: '/challenges/tools?tab=ideas',
      pages: { '/my-dashboard': <p>Dashboard page</p> },
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Go' }));
    await screen.findByText('Dashboard page');
    expect(router.state.location.pathname).toBe('/my-dashboard');
  });

  it('keeps one fake per test: a second render adds its answers', async () => {
    const first = renderWithApp(<Viewer />, { viewer: aMe({ handle: 'mona' }) });
    await screen.findByText('Hello @mona');
    first.unmount();
    const second = renderWithApp(<MessageCount />, {
      api: { discussionMeta: () => ({ data: aDiscussionMeta({ message_count: 2 }) }) },
    });
    await screen.findByText('2 messages');
    expect(second.server).toBe(first.server);
    expect(second.server.calls.map((c) => c.name)).toEqual(['meDetailed', 'discussionMeta']);
  });

  // The helper must fail a test whose page asks for a call the test did not answer.
  it.fails('fails the test on a call without an answer, naming it', async () => {
    renderWithApp(<p>quiet</p>);
    await expect(testQueryClient().fetchQuery(flagsQueryOptions())).rejects.toThrow(
      'no answer for the call "flags"',
    );
  });
});
