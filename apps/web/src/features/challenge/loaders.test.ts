import { describe, expect, it } from 'vitest';
import { aChallenge, aMe, anId, aPage } from '../../test/factories.js';
import { fakeApi } from '../../test/fake-api.js';
import { testQueryClient } from '../../test/render.js';
import { loadChallengePage } from './loaders.js';

describe('loadChallengePage', () => {
  const noIdeas = { ...aPage([]), meta: { ...aPage([]).meta, revealed: false } };

  it('loads what the Participants tab shows, and nothing of the catalyst’s', async () => {
    const challenge = aChallenge();
    const server = fakeApi({
      challengeIdeas: () => noIdeas,
      challengeRating: () => ({ data: { average: null, count: 0, mine: null } }),
      participants: () => ({
        data: { innovators: 2, raters: 1, mentors: 0, players: [] },
      }),
    });
    const me = aMe({ id: anId(9), handle: 'ivan' });
    await loadChallengePage(testQueryClient(), { challenge, me }, 'participants');
    expect(server.calls.map((c) => c.name).sort()).toEqual([
      'challengeIdeas',
      'challengeRating',
      'participants',
    ]);
  });

  it('loads the catalyst’s Top 3 picker on the Ideas tab of their open challenge', async () => {
    const challenge = aChallenge();
    const server = fakeApi({
      challengeIdeas: () => noIdeas,
      challengeRating: () => ({ data: { average: null, count: 0, mine: null } }),
      catalystIdeas: () => noIdeas,
      catalystPicker: () => ({ data: { top3: [], picks: [] } }),
    });
    const me = aMe({ id: challenge.catalyst.id, handle: 'cora' });
    await loadChallengePage(testQueryClient(), { challenge, me }, 'ideas');
    expect(server.inputsOf('catalystPicker')).toHaveLength(1);
    expect(server.inputsOf('catalystIdeas')).toHaveLength(1);
  });
});
