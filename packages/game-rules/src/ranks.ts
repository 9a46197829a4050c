/**
 * Rank ladders: every game role has ten ranks of ten levels each, named after famous people who
 * fit the role. The last rank of every ladder also holds level 100, so each level 0–100 has
 * exactly one rank (the spec states it for the overall ladder, whose last rank covers 90–100).
 */
import { MAX_LEVEL } from './levels.js';
import { LADDER_ROLES, type LadderRole } from './roles.js';

export { LADDER_ROLES, type LadderRole };

/** Levels per rank. */
export const LEVELS_PER_RANK = 10;
/** Ranks per ladder. */
export const RANKS_PER_LADDER = 10;

/**
 * The ten fixed rank colours, by rank position (1 = first). They climb from cool to warm, and
 * each keeps a contrast ratio of at least 4.5:1 against white text.
 */
export const RANK_COLORS = [
  '#4b5563', // 1 slate
  '#0f766e', // 2 teal
  '#15803d', // 3 green
  '#1d4ed8', // 4 blue
  '#4338ca', // 5 indigo
  '#7e22ce', // 6 purple
  '#be185d', // 7 pink
  '#b91c1c', // 8 red
  '#c2410c', // 9 orange
  '#854d0e', // 10 gold
] as const;

/** The tier words of rank positions 1–10, used in every description. */
export const RANK_TIERS = [
  'Novice',
  'Apprentice',
  'Adept',
  'Skilled',
  'Seasoned',
  'Expert',
  'Master',
  'Grandmaster',
  'Legend',
  'Luminary',
] as const;

/** How each role is named to players. */
export const ROLE_TITLES: Readonly<Record<LadderRole, string>> = {
  analyst: 'Analyst Rater',
  catalyst: 'Catalyst',
  director: 'Director',
  innovator: 'Innovator',
  insight: 'Insightful',
  mentor: 'Mentor',
  overall: 'Nerve Score',
  patron: 'Patron',
  scout: 'Scout',
};

/** Rank labels per role, from rank 1 to rank 10. */
export const RANK_LABELS: Readonly<Record<LadderRole, readonly string[]>> = {
  // Raters weigh evidence: statisticians and analysts.
  analyst: [
    'Pascal',
    'Nightingale',
    'Bayes',
    'Laplace',
    'Gauss',
    'Fisher',
    'Tukey',
    'Lovelace',
    'Turing',
    'Kahneman',
  ],
  // Catalysts ask the question that starts everything.
  catalyst: [
    'Franklin',
    'Voltaire',
    'Descartes',
    'Bacon',
    'Galileo',
    'Curie',
    'Sagan',
    'Feynman',
    'Einstein',
    'Socrates',
  ],
  // Directors run tournaments: impresarios, coaches and the founder of the modern Olympics.
  director: [
    'Ziegfeld',
    'Barnum',
    'Wooden',
    'Lombardi',
    'Hitchcock',
    'Kurosawa',
    'Spielberg',
    'Disney',
    'Ferguson',
    'Coubertin',
  ],
  // Innovators answer with ideas: inventors.
  innovator: [
    'Bell',
    'Edison',
    'Wright',
    'Hopper',
    'Lamarr',
    'Tesla',
    'Gutenberg',
    'Jobs',
    'Archimedes',
    'da Vinci',
  ],
  // Insightful players see what others miss: essayists and writers.
  insight: [
    'Aesop',
    'Montaigne',
    'Emerson',
    'Thoreau',
    'Twain',
    'Orwell',
    'Angelou',
    'Tolstoy',
    'Shakespeare',
    'Aurelius',
  ],
  // Mentors teach.
  mentor: [
    'Rogers',
    'Sullivan',
    'Montessori',
    'Dewey',
    'Freire',
    'Seneca',
    'Maimonides',
    'Plato',
    'Aristotle',
    'Confucius',
  ],
  // The Nerve Score is the sum of all roles: the great minds of science.
  overall: [
    'Hypatia',
    'Copernicus',
    'Kepler',
    'Alhazen',
    'Newton',
    'Darwin',
    'Faraday',
    'Maxwell',
    'Noether',
    'Aristarchus',
  ],
  // Patrons fund others.
  patron: [
    'Peabody',
    'Nobel',
    'Carnegie',
    'Mellon',
    'Rockefeller',
    'Guggenheim',
    'Sloan',
    'Getty',
    'Medici',
    'Maecenas',
  ],
  // Scouts find talent and lead the way.
  scout: [
    'Beane',
    'Phillips',
    'Epstein',
    'Gordy',
    'Hammond',
    'Davis',
    'Michaels',
    'Rickey',
    'Clark',
    'Sacagawea',
  ],
};

/** One rank of a ladder, with the fields of the spec's Rank definition. */
export interface RankDefinition {
  /** `role-threshold`, the threshold being the rank's first level, e.g. `mentor-40`. */
  readonly id: string;
  readonly rank_position: number;
  readonly role: LadderRole;
  readonly label: string;
  readonly description: string;
  readonly start_level: number;
  readonly end_level: number;
  /** `overall` for the Nerve Score ladder, `role` for the others. */
  readonly type: 'overall' | 'role';
  /** The level where the next rank starts; 100 for a ladder's last rank (level 100 is final). */
  readonly next_level_score: number;
  /** The rank's fixed colour (`RANK_COLORS[rank_position - 1]`). */
  readonly color: string;
}

function buildLadder(role: LadderRole): readonly RankDefinition[] {
  const labels = RANK_LABELS[role];
  return labels.map((label, index) => {
    const position = index + 1;
    const start = index * LEVELS_PER_RANK;
    const isLast = position === RANKS_PER_LADDER;
    const end = isLast ? MAX_LEVEL : start + LEVELS_PER_RANK - 1;
    return Object.freeze({
      id: `${role}-${start}`,
      rank_position: position,
      role,
      label,
      description: `${RANK_TIERS[index]} ${ROLE_TITLES[role]}: levels ${start} to ${end}.`,
      start_level: start,
      end_level: end,
      type: role === 'overall' ? 'overall' : 'role',
      next_level_score: isLast ? MAX_LEVEL : end + 1,
      color: RANK_COLORS[index] as string,
    } satisfies RankDefinition);
  });
}

/** Every role's ladder, ranks in order. */
// Pure: a bundle that only needs `LADDER_ROLES` (the browser's call tables, through the brain
// schema) drops the ladders and their labels instead of building them on every page.
export const RANK_LADDERS: Readonly<Record<LadderRole, readonly RankDefinition[]>> =
  /* @__PURE__ */ (() =>
    Object.freeze(
      Object.fromEntries(
        LADDER_ROLES.map((role) => [role, Object.freeze(buildLadder(role))]),
      ) as Record<LadderRole, readonly RankDefinition[]>,
    ))();

/** Type guard for a role that has a ladder. */
export function isLadderRole(value: unknown): value is LadderRole {
  return typeof value === 'string' && (LADDER_ROLES as readonly string[]).includes(value);
}

/**
 * The rank a brain level holds on a role's ladder. Fractional levels count by their whole part.
 *
 * @example rankFor('mentor', 42.7).label // 'Freire' (rank 5, levels 40–49)
 */
export function rankFor(role: LadderRole, level: number): RankDefinition {
  if (!isLadderRole(role)) throw new RangeError(`unknown role ${String(role)}`);
  if (Number.isNaN(level) || level < 0 || level > MAX_LEVEL) {
    throw new RangeError(`level must be from 0 to ${MAX_LEVEL}, got ${level}`);
  }
  const index = Math.min(Math.floor(level / LEVELS_PER_RANK), RANKS_PER_LADDER - 1);
  return RANK_LADDERS[role][index] as RankDefinition;
}
