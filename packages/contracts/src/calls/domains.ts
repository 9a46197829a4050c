/**
 * Which domain file holds each call, without loading any schema: the browser's client loads a
 * call's domain table on its first use, so a page carries only the schemas of the calls it
 * makes (the home page needs platforms and system, not the game's or the money's). The map is
 * checked against the tables by the type below: a call missing here, or listed under the wrong
 * domain, does not compile.
 */
import type { accountsCalls } from './accounts.js';
import type { awardsCalls } from './awards.js';
import type { challengesCalls } from './challenges.js';
import type { CallDefinition, ClientCallDefinition } from './define.js';
import type { discussionsCalls } from './discussions.js';
import type { filesCalls } from './files.js';
import type { gameCalls } from './game.js';
import type { highlightsCalls } from './highlights.js';
import type { moneyCalls } from './money.js';
import type { olympiadAdminCalls } from './olympiad-admin.js';
import type { olympiadsCalls } from './olympiads.js';
import type { platformsCalls } from './platforms.js';
import type { realtimeCalls } from './realtime.js';
import type { searchCalls } from './search.js';
import type { sessionCalls } from './session.js';
import type { statsCalls } from './stats.js';
import type { suggestionsCalls } from './suggestions.js';
import type { systemCalls } from './system.js';
import type { teamsCalls } from './teams.js';
import type { usersCalls } from './users.js';
import type { widgetsCalls } from './widgets.js';

interface DomainTables {
  system: typeof systemCalls;
  accounts: typeof accountsCalls;
  session: typeof sessionCalls;
  users: typeof usersCalls;
  platforms: typeof platformsCalls;
  teams: typeof teamsCalls;
  challenges: typeof challengesCalls;
  files: typeof filesCalls;
  game: typeof gameCalls;
  discussions: typeof discussionsCalls;
  money: typeof moneyCalls;
  suggestions: typeof suggestionsCalls;
  search: typeof searchCalls;
  stats: typeof statsCalls;
  widgets: typeof widgetsCalls;
  olympiads: typeof olympiadsCalls;
  olympiadAdmin: typeof olympiadAdminCalls;
  realtime: typeof realtimeCalls;
  awards: typeof awardsCalls;
  highlights: typeof highlightsCalls;
}

/** A file of `calls/`, by its name. */
export type CallDomain = keyof DomainTables;

type AnyCallName = { [D in CallDomain]: keyof DomainTables[D] }[CallDomain];
type DomainOf<N> = { [D in CallDomain]: N extends keyof DomainTables[D] ? D : never }[CallDomain];

/** Each call's domain (`CALL_DOMAINS.token === 'accounts'`). */
export const CALL_DOMAINS = {
  health: 'system',
  openApi: 'system',
  flags: 'session',
  adminFlags: 'system',
  adminOutbox: 'system',
  updateFlag: 'system',
  shadowWrites: 'system',
  feedback: 'system',
  trait: 'system',
  cspReport: 'system',
  signup: 'accounts',
  inviteSignup: 'accounts',
  createInvite: 'accounts',
  token: 'accounts',
  authorize: 'accounts',
  oauthClient: 'accounts',
  oauthMetadata: 'accounts',
  revoke: 'session',
  startSession: 'session',
  endSession: 'session',
  resend: 'accounts',
  verifyEmail: 'accounts',
  unsubscribeInfo: 'accounts',
  unsubscribe: 'accounts',
  shadow: 'accounts',
  me: 'session',
  meDetailed: 'session',
  updateProfile: 'accounts',
  getPreferences: 'accounts',
  putPreferences: 'accounts',
  changePassword: 'accounts',
  userProfile: 'users',
  followState: 'users',
  follow: 'users',
  unfollow: 'users',
  userSocial: 'users',
  userChallenges: 'widgets',
  userPlatforms: 'users',
  searchMentions: 'users',
  platforms: 'platforms',
  currentPlatform: 'platforms',
  platform: 'platforms',
  platformPreferences: 'platforms',
  putPlatformPreferences: 'platforms',
  platformStaff: 'platforms',
  platformTeams: 'teams',
  createTeam: 'teams',
  updateTeam: 'teams',
  deleteTeam: 'teams',
  putTeamMember: 'teams',
  deleteTeamMember: 'teams',
  platformCategories: 'platforms',
  categories: 'platforms',
  contentPage: 'platforms',
  createChallenge: 'challenges',
  article: 'challenges',
  categorify: 'challenges',
  challenge: 'challenges',
  drafts: 'challenges',
  createDraft: 'challenges',
  updateDraft: 'challenges',
  updateChallengeDetails: 'challenges',
  duplicateChallenge: 'challenges',
  promoteIdea: 'challenges',
  promotedIdeas: 'challenges',
  deleteDraft: 'challenges',
  randomImages: 'files',
  imageUpload: 'files',
  uploadImage: 'files',
  imageFile: 'files',
  generatedImage: 'files',
  brains: 'game',
  brainHistory: 'game',
  neurons: 'game',
  userNeurons: 'game',
  enterIdea: 'game',
  challengeIdeas: 'game',
  nextIdeaToRate: 'game',
  rateIdea: 'game',
  catalystIdeas: 'game',
  catalystPicker: 'game',
  pickTop3: 'game',
  idea: 'game',
  mentorIdea: 'game',
  ideaFeedbacks: 'game',
  mentorComments: 'game',
  mentoringToRate: 'game',
  rateMentoring: 'game',
  challengeRating: 'game',
  rateChallenge: 'game',
  dashboard: 'game',
  challengeResults: 'game',
  participants: 'game',
  endChallenge: 'game',
  discussionMessages: 'discussions',
  postDiscussionMessage: 'discussions',
  editDiscussionMessage: 'discussions',
  deleteDiscussionMessage: 'discussions',
  discussionReplies: 'discussions',
  discussionMeta: 'discussions',
  voteDiscussionMessage: 'discussions',
  unvoteDiscussionMessage: 'discussions',
  reportContent: 'discussions',
  entryFee: 'money',
  payEntryFee: 'money',
  wallet: 'money',
  fundUser: 'money',
  openSuggestionBox: 'suggestions',
  suggestionBox: 'suggestions',
  askSuggestion: 'suggestions',
  suggestionPriors: 'suggestions',
  suggestion: 'suggestions',
  answerSuggestion: 'suggestions',
  sentSuggestions: 'suggestions',
  searchChallenges: 'search',
  playerResources: 'stats',
  contextStats: 'stats',
  scoreDetails: 'stats',
  homepageWidget: 'widgets',
  completedWidget: 'widgets',
  categoriesWidget: 'widgets',
  platformHomepage: 'widgets',
  platformHomepageV2: 'widgets',
  platformHomeSection: 'widgets',
  olympiads: 'olympiads',
  olympiad: 'olympiads',
  olympiadRaces: 'olympiads',
  raceResults: 'olympiads',
  raceBoundResults: 'olympiads',
  baseOlympiad: 'olympiads',
  olympiadQuery: 'olympiads',
  categoryResult: 'olympiads',
  olympiadWidget: 'olympiads',
  leaderboard: 'olympiads',
  directedBases: 'olympiadAdmin',
  putBaseOlympiad: 'olympiadAdmin',
  closeOlympiad: 'olympiadAdmin',
  olympiadAllocations: 'olympiadAdmin',
  payOutOwnOlympiad: 'olympiadAdmin',
  raceFundings: 'olympiadAdmin',
  fundRace: 'olympiadAdmin',
  olympiadAdmins: 'olympiadAdmin',
  addOlympiadAdmin: 'olympiadAdmin',
  removeOlympiadAdmin: 'olympiadAdmin',
  adminOlympiadPayments: 'olympiadAdmin',
  adminPayoutOlympiad: 'olympiadAdmin',
  adminPrizeCalculation: 'olympiadAdmin',
  payoutAccount: 'olympiadAdmin',
  putPayoutAccount: 'olympiadAdmin',
  deletePayoutAccount: 'olympiadAdmin',
  notificationsAuth: 'realtime',
  realtimeStream: 'realtime',
  ideaAwards: 'awards',
  playerMedals: 'awards',
  medalsMeta: 'awards',
  highlights: 'highlights',
  notificationState: 'highlights',
} as const satisfies { readonly [N in AnyCallName]: DomainOf<N> };

// Each loader names its file literally, so bundlers make one chunk per domain.
const TABLES: {
  readonly [D in CallDomain]: () => Promise<Readonly<Record<string, CallDefinition>>>;
} = {
  system: () => import('./system.js').then((m) => m.systemCalls),
  accounts: () => import('./accounts.js').then((m) => m.accountsCalls),
  session: () => import('./session.js').then((m) => m.sessionCalls),
  users: () => import('./users.js').then((m) => m.usersCalls),
  platforms: () => import('./platforms.js').then((m) => m.platformsCalls),
  teams: () => import('./teams.js').then((m) => m.teamsCalls),
  challenges: () => import('./challenges.js').then((m) => m.challengesCalls),
  files: () => import('./files.js').then((m) => m.filesCalls),
  game: () => import('./game.js').then((m) => m.gameCalls),
  discussions: () => import('./discussions.js').then((m) => m.discussionsCalls),
  money: () => import('./money.js').then((m) => m.moneyCalls),
  suggestions: () => import('./suggestions.js').then((m) => m.suggestionsCalls),
  search: () => import('./search.js').then((m) => m.searchCalls),
  stats: () => import('./stats.js').then((m) => m.statsCalls),
  widgets: () => import('./widgets.js').then((m) => m.widgetsCalls),
  olympiads: () => import('./olympiads.js').then((m) => m.olympiadsCalls),
  olympiadAdmin: () => import('./olympiad-admin.js').then((m) => m.olympiadAdminCalls),
  realtime: () => import('./realtime.js').then((m) => m.realtimeCalls),
  awards: () => import('./awards.js').then((m) => m.awardsCalls),
  highlights: () => import('./highlights.js').then((m) => m.highlightsCalls),
};

const loaded = new Map<CallDomain, Promise<Readonly<Record<string, CallDefinition>>>>();

/**
 * What the client needs of a call, its domain's table loaded on first use (once per domain). In
 * the web build the tables hold only these properties.
 *
 * @example const { method, path, response } = await loadCall('me');
 */
export async function loadCall(name: keyof typeof CALL_DOMAINS): Promise<ClientCallDefinition> {
  const domain: CallDomain = CALL_DOMAINS[name];
  let table = loaded.get(domain);
  if (!table) {
    table = TABLES[domain]();
    loaded.set(domain, table);
    // A failed load (the network) may succeed next time.
    table.catch(() => loaded.delete(domain));
  }
  const definition = (await table)[name];
  if (!definition) throw new Error(`call ${name} is not in calls/${domain}.ts`);
  return definition;
}

/**
 * Fills a path's `{name}` parameters, encoded.
 *
 * @example fillPath('/users/{id}/profile', { id: 'ada' }, 'userProfile') // '/users/ada/profile'
 */
export function fillPath(
  path: string,
  params: Readonly<Record<string, string>>,
  name: string,
): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing path parameter ${key} for ${name}`);
    return encodeURIComponent(value);
  });
}
