/**
 * Build time only (`vite.config.ts` runs it during the build): the home page as a visitor's
 * browser first draws it, before any answer of the API (the platform header's lines empty, the
 * platforms list still loading). index.html carries this markup and shows it at once on `/`, so
 * the page's words are on screen before the scripts have loaded; the app's first render draws
 * the same boxes in their place. Other addresses show the navigation bar alone, the same on
 * every page that has one.
 */

import type { Challenge } from '@nervus/contracts';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { AppRoot } from './app-root.js';
import {
  challengeKeys,
  challengeQueryOptions,
  ideasQueryOptions,
} from './features/challenge/queries.js';
import { sessionKeys } from './features/session/queries.js';
import { routeStates } from './features/shell/route-states.js';
import { ROUTES } from './lib/route-table.js';
import { routeTree } from './routeTree.gen.js';

/** The app's markup at `path` for a visitor, with what `queryClient` holds and nothing more. */
async function renderAt(path: string, queryClient: QueryClient): Promise<string> {
  // A first-time visitor has no cookies: the shell reads them while it renders (who is signed
  // in, who is shadowed). Nothing else of the document is read before the first effects.
  const global = globalThis as { document?: Pick<Document, 'cookie'> };
  global.document ??= { cookie: '' };
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
    isServer: true,
    ...routeStates,
  });
  await router.load();
  return renderToString(<AppRoot router={router} queryClient={queryClient} />);
}

/** No query ever runs here: a page is drawn as it stands with what the cache was given. */
const idleQueryClient = () => new QueryClient({ defaultOptions: { queries: { enabled: false } } });

/** The markup of `/` for a visitor, with no data yet. */
export function renderFirstPaint(): Promise<string> {
  return renderAt('/', idleQueryClient());
}

/**
 * The texts of a challenge that its page's header shows, each drawn as a marker the server
 * replaces (HTML-escaped) by the challenge's own: letters and dashes only, which React writes
 * as they are and no challenge's words contain.
 */
export const CHALLENGE_MARKERS = {
  slug: 'nv-fp-slug-7d1c',
  category: 'nv-fp-category-7d1c',
  title: 'nv-fp-title-7d1c',
  detail: 'nv-fp-detail-7d1c',
  coAuthor: 'nv-fp-co-author-7d1c',
} as const;

/** The header of a challenge page, as a visitor first sees it, in both of its shapes. */
export interface ChallengeFirstPaint {
  /** Markers as above; the server fills them. */
  readonly markers: typeof CHALLENGE_MARKERS;
  /** A pattern of the addresses of challenge pages (their key in the first group). */
  readonly pattern: string;
  /** The page drawn with a co-author's credit, and without. */
  readonly withCoAuthor: string;
  readonly withoutCoAuthor: string;
}

/** The catalyst's line starts the part of the header left out. */
const CATALYST = 'nv-fp-catalyst-7d1c';

/** A challenge whose header's texts are the markers; what the header does not show is plain. */
function markerChallenge(coAuthor: boolean): Challenge {
  const m = CHALLENGE_MARKERS;
  const id = '00000000-0000-4000-8000-0000000f1257';
  return {
    id,
    slug: m.slug,
    question_title: m.title,
    question_detail: m.detail,
    solution_format: 'ideas',
    challenge_format: 'standard',
    main_category: { id, slug: m.category, name: m.category },
    caption_solution_format: '',
    primary_image: null,
    image_credit: null,
    tags: [],
    duration_start: '2000-01-01T00:00:00.000Z',
    duration_end: '2999-01-01T00:00:00.000Z',
    is_closed: false,
    status: 'active',
    innovation_scale: null,
    assumption_who: null,
    assumption_why: null,
    assumption_what: null,
    article: null,
    deep_dives: null,
    prize: { prize_type: 'glory', prize_title: '', prize_description: '', prize_money: '0' },
    idea_entry_fee: 0,
    max_user_ideas: 1,
    improve_purpose_idea: null,
    test_idea_format: null,
    catalyst_id: id,
    catalyst: { id, handle: CATALYST, first_name: null, last_name: null },
    platforms: [],
    co_author: coAuthor ? { id, handle: m.coAuthor, first_name: null } : null,
    created_at: '2000-01-01T00:00:00.000Z',
  } as unknown as Challenge;
}

/**
 * The challenge page's header down to its question (its largest paint) and the co-author's
 * credit, in the page's shell, cut from the page the app draws for a visitor: the lines after it
 * (catalyst, dates, counts, rating, cover) read other calls' answers or need the app's rules
 * for pictures, and the tabs below wait on the app anyway.
 */
async function renderChallengeHeader(coAuthor: boolean): Promise<string> {
  const queryClient = idleQueryClient();
  const challenge = markerChallenge(coAuthor);
  queryClient.setQueryData(challengeQueryOptions(CHALLENGE_MARKERS.slug).queryKey, challenge);
  queryClient.setQueryData(sessionKeys.me(), null);
  queryClient.setQueryData(ideasQueryOptions(challenge.id).queryKey, {
    data: [],
    meta: { total: 0, revealed: false },
  } as never);
  queryClient.setQueryData(challengeKeys.rating(challenge.id, null), {
    average: 0,
    count: 0,
    mine: null,
  } as never);
  const page = await renderAt(`/challenges/${CHALLENGE_MARKERS.slug}`, queryClient);
  // From the catalyst's line (the first after the question and its credit) to the article's end.
  const cut = page.match(
    new RegExp(`<p class="nv-hero-meta">@(?:<!-- -->)?${CATALYST}[\\s\\S]*?</article>`),
  );
  if (
    !cut ||
    !page.includes(`<h1 id="page-title" class="nv-hero-title">${CHALLENGE_MARKERS.title}</h1>`)
  )
    throw new Error('first paint: the challenge page no longer draws its header as expected');
  return page.replace(cut[0], '</header></article>');
}

/** The challenge page's first paint (see `ChallengeFirstPaint`). */
export async function renderChallengeFirstPaint(): Promise<ChallengeFirstPaint> {
  return {
    markers: CHALLENGE_MARKERS,
    pattern: challengePattern(),
    withCoAuthor: await renderChallengeHeader(true),
    withoutCoAuthor: await renderChallengeHeader(false),
  };
}

/**
 * A pattern matching the addresses of challenge pages, `/challenges/{key}` with or without the
 * closing slash, and not the pages beside it (`/challenges/create` …); the key is its group.
 *
 * @example new RegExp(challengePattern()).exec('/challenges/lunch/')?.[1] // 'lunch'
 */
export function challengePattern(): string {
  const beside = ROUTES.map((r) => /^\/challenges\/([^/$]+)$/.exec(r.path)?.[1]).filter(
    (name): name is string => name !== undefined,
  );
  const not = beside.map((name) => `${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`);
  return `^/challenges/(?!${not.join('|')})([^/]+)/?$`;
}

/**
 * A pattern matching the addresses whose page draws no navigation bar (a raw layout, or a page
 * that hides the header), so the first paint leaves them blank.
 *
 * @example new RegExp(headerlessPattern()).test('/welcome') // true
 */
export function headerlessPattern(): string {
  const paths = ROUTES.filter((r) => r.layout === 'raw' || r.hideHeader).map((r) =>
    r.path
      .split('/')
      .map((segment) =>
        segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/'),
  );
  return `^(${paths.join('|')})/?$`;
}
