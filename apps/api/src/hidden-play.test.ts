/**
 * Hidden play stays hidden until the close (docs/decisions/0010). An open test-an-idea challenge
 * is played by an author (recruited by a scout), another innovator, a rater and a mentor; then
 * every GET call of the contract table is read by eight viewers with the scenario's ids in its
 * path, and the test fails when an answer not meant for its viewer carries:
 *
 * - a hidden idea's id, unless the viewer was shown it (its author, the catalyst, who rated it,
 *   who mentored it), or any answer but 404 about a hidden idea they were not shown;
 * - a hidden player (innovator, rater, mentor, scout) tied to the challenge or to a hidden idea:
 *   their id or handle in the path or the answer together with the challenge's id or slug or a
 *   hidden idea's id in the answer (the idea's author may see who mentored it);
 * - the exact time (to the millisecond, as the API writes times) of another player's hidden
 *   action: entering, rating, mentoring, rating a mentoring;
 * - an answer about a hidden idea they were not shown that differs in any word from the same
 *   call's answer about an unknown id;
 * - hidden ideas in an order other than their ids' (which says nothing of when each was
 *   entered), or a neuron id that is not an opaque hash (the ledger's sequence pairs awards).
 *
 * Brains, histories, totals, stats (counts of play, score details) and medals of every player read by
 * anyone but themselves are the same as before the play. After the close, the histories date the challenge's play at the close.
 */
import {
  CALLS,
  type CallDefinition,
  type CallName,
  DASHBOARD_ROLES,
  HOME_SECTIONS,
} from '@nervus/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './db/schema.js';
import { queueDueDigests } from './modules/email/digest.js';
import { outboxMailer } from './modules/email/mailer.js';
import { deliverDue } from './modules/email/worker.js';
import { sweepOnce } from './server/sweep.js';
import { type Answer, createTestServer, dbKind, type TestServer } from './test/harness.js';

let t: TestServer;
type Player = { token: string; id: string; handle: string };
type Name = 'catalyst' | 'author' | 'other' | 'rater' | 'mentor' | 'scout' | 'admin';
const p = {} as Record<Name, Player>;
let challenge: { id: string; slug: string };
const idea = {} as Record<'author' | 'other' | 'test', string>;
/** The main platform's olympiad, open before the play began, and its races. */
const olympiad = { id: '', races: [] as string[] };
/** When each hidden action happened, as the API writes times, and who may know it. */
const actions: { at: string; knownTo: Name[] }[] = [];
/** Each player's public brain, history and first neuron page before the play. */
const before = new Map<Name, unknown>();

/** Moves the clock by an odd number of milliseconds, so every action has its own instant. */
function tick(): string {
  t.clock.now = new Date(t.clock.now.getTime() + 1_000 + 37 * (actions.length + 1));
  return t.clock.now.toISOString();
}

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

async function publicView(name: Name, token?: string) {
  const auth = token ? { token } : {};
  const [brains, history, neurons, resources, details, medals, medalsMeta] = await Promise.all([
    t.call('brains', { ...auth, query: { user_id: p[name].id } }),
    t.call('brainHistory', { ...auth, params: { id: p[name].id } }),
    t.call('userNeurons', { ...auth, params: { id: p[name].id } }),
    t.call('playerResources', { ...auth, params: { id: p[name].id } }),
    t.call('scoreDetails', { ...auth, params: { id: p[name].id }, query: { period: 'week' } }),
    t.call('playerMedals', { ...auth, params: { id: p[name].id } }),
    t.call('medalsMeta', { ...auth, params: { id: p[name].id } }),
  ]);
  return {
    brains: brains.body,
    history: history.body,
    neurons: neurons.body,
    resources: resources.body,
    details: details.body,
    medals: medals.body,
    medalsMeta: medalsMeta.body,
  };
}

beforeAll(async () => {
  t = await createTestServer({ seedDemo: false });
  // The current cycle is open: every award of the play reaches the boards' writer.
  await sweepOnce({ db: t.db, kind: dbKind }, t.clock.now, t.deps);
  for (const name of ['catalyst', 'scout', 'other', 'rater', 'mentor', 'admin'] as const) {
    const { token, user } = await t.signUp({ screen_name: `hp${name}` });
    p[name] = { token, id: user.id, handle: user.handle };
  }
  await t.deps.db.update(users).set({ isGlobalAdmin: true }).where(eq(users.id, p.admin.id));
  const recruited = await t.call('signup', {
    query: { scout_id: p.scout.handle },
    body: {
      email: 'hpauthor@example.org',
      password: 'a long enough secret',
      screen_name: 'hpauthor',
    },
  });
  expect(recruited.status).toBe(201);
  p.author = {
    token: recruited.body.data.token.access_token,
    id: recruited.body.data.user.id,
    handle: recruited.body.data.user.handle,
  };

  // Every address is verified, so the play's mail is queued and the admins' outbox is read too.
  await t.deps.db.update(users).set({ emailVerifiedAt: t.clock.now });
  tick();
  const published = await t.call('createChallenge', {
    token: p.catalyst.token,
    body: {
      challenge: {
        question_title: 'How could a library lend tools as well as books',
        question_detail: 'Testing my own idea against the crowd.',
        platform_category: 'environment',
        solution_format: 'test-an-idea',
        innovation_scale: 'blue-sky',
        primary_image: 'https://images.nervus.test/tools.jpg',
        duration_end: new Date(t.clock.now.getTime() + 7 * 86_400_000).toISOString(),
        tags: [],
      },
      idea: { title: 'A tool shelf by the door', description: 'Drills and ladders, lent a week.' },
      prize: { prize_type: 'points', prize_money: '0' },
    },
  });
  expect(published.status, JSON.stringify(published.body)).toBe(201);
  challenge = published.body.data.challenge;
  for (const name of Object.keys(p) as Name[]) before.set(name, await publicView(name));

  for (const [name, title] of [
    ['author', 'Lend by the hour'],
    ['other', 'A repair café on Saturdays'],
  ] as const) {
    actions.push({ at: tick(), knownTo: [name] });
    const entered = await t.call('enterIdea', {
      token: p[name].token,
      params: { id: challenge.id },
      body: { title, description: `${title}, described.` },
    });
    expect(entered.status).toBe(201);
    idea[name] = entered.body.data.idea.id;
  }
  const listed = await t.call('catalystIdeas', {
    token: p.catalyst.token,
    params: { id: challenge.id },
  });
  idea.test = listed.body.data.find((i: { mine: boolean }) => i.mine).id;
  for (;;) {
    const next = await t.call('nextIdeaToRate', {
      token: p.rater.token,
      params: { id: challenge.id },
    });
    if (!next.body.data.idea) break;
    actions.push({ at: tick(), knownTo: ['rater'] });
    const rated = await t.call('rateIdea', {
      token: p.rater.token,
      params: { id: challenge.id },
      body: { idea_id: next.body.data.idea.id, stars: 4.2 },
    });
    expect(rated.status).toBe(201);
  }
  actions.push({ at: tick(), knownTo: ['mentor', 'author'] });
  const mentored = await t.call('mentorIdea', {
    token: p.mentor.token,
    params: { id: idea.author },
    body: { what_i_like: 'By the hour.', what_could_be_improved: 'Who carries the ladder?' },
  });
  expect(mentored.status).toBe(201);
  actions.push({ at: tick(), knownTo: ['author'] });
  const thanked = await t.call('rateMentoring', {
    token: p.author.token,
    params: { id: mentored.body.data.id },
    body: { rating: 5 },
  });
  expect(thanked.status).toBe(200);
  tick();
  // The mail is written out (its words, with links naming the challenge) as it would be sent,
  // and a week's digests too (each lists its player's newest highlights).
  const site = { publicUrl: 'https://nervus.test' };
  await deliverDue(t.db, outboxMailer(), site, t.clock.now);
  const later = new Date(t.clock.now.getTime() + 8 * 86_400_000);
  expect(await queueDueDigests(t.db, later)).toBeGreaterThan(0);
  await deliverDue(t.db, outboxMailer(), site, later);
  const board = await t.call('leaderboard', { params: { platform: 'nervus' } });
  olympiad.id = board.body.olympiad.id;
  olympiad.races = board.body.olympiad.races.map((r: { id: string }) => r.id);
}, 120_000);
afterAll(() => t.close());

type Viewer = Name | 'visitor';
const VIEWERS: Viewer[] = [
  'visitor',
  'author',
  'other',
  'rater',
  'mentor',
  'catalyst',
  'admin',
  'scout',
];

/** Ideas `rate/next` hands a viewer while the reads run: the answer is meant for them. */
const handed = new Map<Viewer, Set<string>>();

/** Hidden ideas each viewer was shown while the challenge runs. */
function ideasShownTo(viewer: Viewer): string[] {
  return [...ideasOfRole(viewer), ...(handed.get(viewer) ?? [])];
}

function ideasOfRole(viewer: Viewer): string[] {
  switch (viewer) {
    case 'author':
    case 'mentor':
      return [idea.author];
    case 'other':
      return [idea.other];
    case 'rater':
    case 'catalyst':
      return [idea.author, idea.other, idea.test];
    default:
      return [];
  }
}

/** GET calls whose answers hold nothing of any challenge's play. */
const SKIPPED: Partial<Record<CallName, string>> = {
  openApi: 'the static description of the API',
  imageFile: 'image bytes',
  generatedImage: 'image bytes',
  realtimeStream:
    'an event stream that never ends; what hidden play publishes is checked in modules/realtime',
};

const NOTHING_TO_ANSWER: CallName[] = [
  'challengeResults', // 409 until the close
  'ideaAwards', // 404 until the close, as for an unknown idea
  'discussionReplies', // no message to reply to
  'suggestion', // nobody opened a suggestion box
  'suggestionPriors',
  // Needs a mail's link, which only the mail holds (it tells the link's kind, nothing of play).
  'unsubscribeInfo',
];

const everyone = () => Object.values(p).map((x) => x.id);
const scenarioIdeas = () => [idea.author, idea.other, idea.test, UNKNOWN];

const paramNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);

/** Each way to fill a call's path (and query) with the scenario's ids. */
function requestsFor(
  name: CallName,
  call: CallDefinition,
  viewer: Viewer,
): { params: Record<string, string>; query?: Record<string, string> }[] {
  const path = call.path;
  const challengeKeys = [challenge.id, challenge.slug];
  const handle = viewer === 'visitor' ? 'nervus' : p[viewer].handle;
  if (name === 'brains')
    return [{ params: {} }, ...everyone().map((id) => ({ params: {}, query: { user_id: id } }))];
  if (name === 'dashboard')
    return DASHBOARD_ROLES.flatMap((role) =>
      ['open', 'mine'].flatMap((state) =>
        // The viewer's own platform lists their challenges of every platform.
        [{ params: { platform: handle, role }, query: { state } }],
      ),
    );
  if (name === 'mentorComments')
    return ['given', 'received'].map((tab) => ({ params: {}, query: { tab } }));
  if (name === 'searchMentions') return [{ params: {}, query: { q: 'hp' } }];
  if (name === 'categorify') return [{ params: {}, query: { q: 'tools' } }];
  if (name === 'sentSuggestions')
    return [{ params: {} }, { params: {}, query: { challenge: challenge.id } }];
  if (path.startsWith('/challenges/{id}/mentoring-to-rate/'))
    return scenarioIdeas().map((ideaId) => ({ params: { id: challenge.id, ideaId } }));
  if (path.startsWith('/challenges/{id}')) return challengeKeys.map((id) => ({ params: { id } }));
  if (path.startsWith('/ideas/{id}')) return scenarioIdeas().map((id) => ({ params: { id } }));
  // A player's highlights: every viewer asks for everyone's (only their own are answered).
  if (path.startsWith('/gamedash/')) return everyone().map((id) => ({ params: { id } }));
  if (path.startsWith('/stats/context/'))
    return [
      ...challengeKeys.map((b) => ({ params: { a: 'challenge', b } })),
      ...['nervus', handle].map((b) => ({ params: { a: 'platform', b } })),
      { params: { a: 'olympiad', b: olympiad.id } },
    ];
  if (path.startsWith('/stats/'))
    return everyone().flatMap((id) =>
      path.endsWith('/details')
        ? ['week', 'month'].map((period) => ({ params: { id }, query: { period } }))
        : [{ params: { id } }],
    );
  // An idea's awards: 404 as an unknown idea's until the close; a player's medals: everyone's.
  if (path.startsWith('/award/ideas/')) return scenarioIdeas().map((id) => ({ params: { id } }));
  if (path.startsWith('/award/medals/')) return everyone().map((id) => ({ params: { id } }));
  if (path.startsWith('/brain/') || path.startsWith('/users/{id}'))
    return everyone().map((id) => ({ params: { id } }));
  if (path.startsWith('/{platform}/challenges-homepage'))
    return ['nervus', handle].flatMap((platform) =>
      path.endsWith('{id}')
        ? HOME_SECTIONS.map((id) => ({ params: { platform, id } }))
        : [{ params: { platform } }],
    );
  if (path.startsWith('/{platform}/suggestions'))
    return Object.values(p).map((x) => ({ params: { platform: x.handle, id: UNKNOWN } }));
  if (path.startsWith('/olympiad/races/'))
    return olympiad.races.flatMap((id) =>
      path.endsWith('bound-results')
        ? Object.values(p).map((x) => ({ params: { id }, query: { user: x.handle } }))
        : [{ params: { id } }],
    );
  if (path.startsWith('/admin/payments/olympiads/'))
    return [olympiad.id, UNKNOWN].map((id) => ({ params: { id } }));
  if (path.startsWith('/olympiad/olympiads/') || path.startsWith('/widgets/olympiads/'))
    return [olympiad.id, path.startsWith('/widgets/') ? 'current' : UNKNOWN].map((id) => ({
      params: { id },
    }));
  if (path.startsWith('/olympiad/{platform}/') || path.startsWith('/olympiad/base-olympiads/'))
    return ['nervus', handle].map((platform) => ({ params: { platform } }));
  if (path.startsWith('/nerveboard/category/')) return [{ params: { id: 'environment' } }];
  if (path === '/{platform}/teams')
    return ['nervus', handle].map((platform) => ({ params: { platform } }));
  if (path.startsWith('/content/contexts/'))
    return [{ params: { context: 'challenge', id: challenge.id, message: UNKNOWN } }];
  if (path.startsWith('/content/platforms/')) return [{ params: { id: 'nervus', page: 'about' } }];
  if (path.startsWith('/platforms/{id}')) return [{ params: { id: 'nervus' } }];
  // Sign-in's own calls hold nothing of any challenge.
  if (path.startsWith('/oauth2/'))
    return [{ params: Object.fromEntries(paramNames(path).map((k) => [k, UNKNOWN])) }];
  if (path.includes('{')) throw new Error(`${name}: no ids for ${path}`);
  return [{ params: {} }];
}

function* objects(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const item of value) yield* objects(item);
  else if (value && typeof value === 'object') {
    yield value as Record<string, unknown>;
    for (const item of Object.values(value)) yield* objects(item);
  }
}

/** What in one answer is not meant for its viewer. */
function leaks(viewer: Viewer, path: string, answer: Answer): string[] {
  const found: string[] = [];
  const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  const shown = ideasShownTo(viewer);
  const hiddenIdeas = [idea.author, idea.other, idea.test];
  for (const id of hiddenIdeas) {
    if (!shown.includes(id) && text.includes(id)) found.push(`hidden idea ${id}`);
    // An unknown id is 404 (401 signed out, before anything is read): any other answer says
    // the hidden idea exists.
    if (!shown.includes(id) && path.includes(id) && ![401, 404].includes(answer.status))
      found.push(`${answer.status} for a hidden idea`);
  }
  for (const action of actions)
    if (!(action.knownTo as Viewer[]).includes(viewer) && text.includes(action.at))
      found.push(`the time of a hidden action, ${action.at}`);
  const aboutChallenge =
    text.includes(challenge.id) ||
    text.includes(challenge.slug) ||
    hiddenIdeas.some((id) => text.includes(id));
  for (const name of ['author', 'other', 'rater', 'mentor', 'scout'] as const) {
    if (name === viewer) continue;
    // The author of an idea reads who mentored it.
    if (viewer === 'author' && name === 'mentor') continue;
    const named = [p[name].id, p[name].handle].some((x) => text.includes(x) || path.includes(x));
    if (named && aboutChallenge) found.push(`${name} tied to the challenge`);
  }
  for (const node of objects(answer.body)) {
    if (Array.isArray(node.data)) {
      const listed = node.data
        .map((item: { id?: unknown }) => item?.id)
        .filter((id: unknown) => hiddenIdeas.includes(id as string));
      if (listed.join() !== [...listed].sort().join()) found.push('hidden ideas in entry order');
    }
    // An award's row; a sum of awards by reason (score details, with `awards`) has no id.
    if (
      'points' in node &&
      'reason' in node &&
      !('awards' in node) &&
      !/^[0-9a-f]{32}$/.test(String(node.id))
    )
      found.push(`neuron id ${node.id}`);
    // Every idea's rating count runs from its first rating (the settlement and the rating
    // queue read it): shown before the close, it would tell who rated what, and when.
    if ('rating_count' in node && node.rating_count !== null)
      found.push(`a rating count of ${node.rating_count}`);
  }
  return found;
}

describe('hidden play during an open challenge', () => {
  const entries = (Object.entries(CALLS) as [CallName, CallDefinition][]).filter(
    ([name, call]) => call.method === 'GET' && !(name in SKIPPED),
  );

  it('reveals no author, rater, order or exact time of hidden play in any GET answer', async () => {
    const problems: string[] = [];
    const openedAt = (await t.call('challenge', { params: { id: challenge.id } })).body.data
      .created_at;
    const succeeded = new Set<CallName>();
    // An answer about a hidden idea the viewer was not shown, and the same call's answer about
    // an unknown id: they must be the same, word for word, not only in status.
    const aboutUnknown = new Map<string, string>();
    const aboutHidden: { key: string; said: string; label: string }[] = [];
    let reads = 0;
    for (const viewer of VIEWERS) {
      const token = viewer === 'visitor' ? undefined : p[viewer].token;
      for (const [name, call] of entries) {
        for (const { params, query } of requestsFor(name, call, viewer)) {
          const path = call.path.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? '');
          const answer = await t.request('GET', path, {
            ...(token ? { token } : {}),
            ...(query ? { query } : {}),
          });
          reads += 1;
          if (answer.status >= 500) problems.push(`${viewer} ${name} ${path}: ${answer.status}`);
          if (answer.status === 200) succeeded.add(name);
          const next = name === 'nextIdeaToRate' ? answer.body.data?.idea : null;
          if (next) {
            // Handed to rate: without its author, dated like every hidden idea.
            if (next.author !== null || next.created_at !== openedAt)
              problems.push(`${viewer} ${name}: handed ${JSON.stringify(next)}`);
            handed.set(viewer, new Set([...(handed.get(viewer) ?? []), next.id]));
          }
          const shape = scenarioIdeas().reduce((at, id) => at.replaceAll(id, '{idea}'), path);
          const said = JSON.stringify([answer.status, answer.body]);
          const key = `${viewer} ${name} ${shape}?${new URLSearchParams(query)}`;
          if (path.includes(UNKNOWN)) aboutUnknown.set(key, said);
          else if (
            [idea.author, idea.other, idea.test].some(
              (id) => path.includes(id) && !ideasShownTo(viewer).includes(id),
            )
          )
            aboutHidden.push({ key, said, label: `${viewer} ${name} ${path}` });
          for (const leak of leaks(viewer, path, answer))
            problems.push(
              `${viewer} ${name} ${path}${query ? `?${new URLSearchParams(query)}` : ''}: ${leak}`,
            );
        }
      }
    }
    const compared = aboutHidden.filter((hidden) => aboutUnknown.has(hidden.key));
    for (const hidden of compared)
      if (aboutUnknown.get(hidden.key) !== hidden.said)
        problems.push(`${hidden.label}: ${hidden.said} unlike an unknown id's answer`);
    expect(compared.length).toBeGreaterThan(30);
    expect(problems).toEqual([]);
    // The reads reached the data: every call answered someone but these, which have nothing
    // to answer in this scenario.
    const silent = entries
      .filter(([name, call]) => !succeeded.has(name) && !call.path.startsWith('/oauth2/'))
      .map(([name]) => name);
    expect(silent.filter((name) => !NOTHING_TO_ANSWER.includes(name))).toEqual([]);
    expect(reads).toBeGreaterThan(500);
  }, 120_000);

  it("shows nobody else any of a player's play in their brain, history or totals", async () => {
    for (const name of Object.keys(p) as Name[])
      for (const viewer of VIEWERS.filter((v) => v !== name)) {
        const token = viewer === 'visitor' ? undefined : p[viewer].token;
        expect(await publicView(name, token), `${name} read by ${viewer}`).toEqual(
          before.get(name),
        );
      }
  }, 60_000);

  it("keeps the challenge's play off every olympiad board until the close", async () => {
    const hidden = (['author', 'other', 'rater', 'mentor'] as const).map((n) => p[n].id);
    for (const race of olympiad.races) {
      const answer = await t.call('raceResults', { params: { id: race }, query: { size: '100' } });
      const listed = answer.body.data.map((r: { user: { id: string } }) => r.user.id);
      expect(listed.filter((id: string) => hidden.includes(id))).toEqual([]);
    }
    // The catalyst's publishing is public: they are on the boards it moves.
    const overall = await t.call('leaderboard', { params: { platform: 'nervus' } });
    expect(overall.body.data.map((r: { user: { id: string } }) => r.user.id)).toContain(
      p.catalyst.id,
    );
  });

  it('gives a hidden idea the same time and shape as the catalyst’s own test idea', async () => {
    const handed = await t.call('catalystIdeas', {
      token: p.catalyst.token,
      params: { id: challenge.id },
    });
    const shown = await t.call('challenge', { params: { id: challenge.id } });
    const crowd = handed.body.data.filter((i: { mine: boolean }) => !i.mine);
    expect(crowd).toHaveLength(2);
    for (const i of crowd)
      expect(i).toMatchObject({ created_at: shown.body.data.created_at, author: null });
  });
});

describe('hidden play after the close', () => {
  it('dates the challenge’s play at the close in every history', async () => {
    const ended = await t.call('endChallenge', {
      token: p.catalyst.token,
      params: { id: challenge.id },
    });
    expect(ended.status).toBe(200);
    const settledAt = ended.body.data.settled_at as string;
    for (const name of Object.keys(p) as Name[]) {
      const page = await t.call('userNeurons', {
        params: { id: p[name].id },
        query: { size: '100' },
      });
      // Publishing is public: the challenge page shows when and by whom.
      for (const row of page.body.data as {
        challenge_id: string;
        reason: string;
        created_at: string;
      }[])
        if (
          row.challenge_id === challenge.id &&
          row.reason !== 'challenge-published' &&
          row.created_at !== settledAt
        )
          expect.fail(`${name}: ${JSON.stringify(row)} is not dated at the close`);
      expect(leaks('visitor', '', page).filter((l) => l.startsWith('the time'))).toEqual([]);
    }
    const rater = await t.call('userNeurons', { params: { id: p.rater.id } });
    expect(
      rater.body.data.filter((r: { reason: string }) => r.reason === 'idea-rated'),
    ).toHaveLength(3);
  });
});
