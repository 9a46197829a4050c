/**
 * Suggests a category for a question from its words: each leaf category has the words of its
 * name and a few telling keywords; the category sharing the most words with the question wins
 * (ties by tree order). No match, no suggestion.
 */
const KEYWORDS: Record<string, readonly string[]> = {
  marketing: ['brand', 'advert', 'advertising', 'customers', 'sell', 'sales', 'campaign'],
  products: ['product', 'gadget', 'device', 'app', 'design'],
  workplace: ['office', 'work', 'employees', 'team', 'meeting', 'remote'],
  inventions: ['invent', 'invention', 'machine', 'prototype', 'build'],
  environment: [
    'waste',
    'green',
    'climate',
    'plastic',
    'recycle',
    'recycling',
    'pollution',
    'energy',
    'planet',
    'carbon',
  ],
  health: ['health', 'doctor', 'hospital', 'sleep', 'fitness', 'disease', 'wellbeing'],
  education: [
    'school',
    'schools',
    'teacher',
    'teachers',
    'student',
    'students',
    'learn',
    'learning',
    'library',
    'class',
  ],
  'local-civics': [
    'town',
    'city',
    'neighbourhood',
    'neighborhood',
    'bus',
    'street',
    'park',
    'council',
    'local',
  ],
  politics: ['election', 'vote', 'policy', 'government', 'law', 'democracy'],
  creativity: ['creative', 'art', 'idea', 'imagination'],
  music: ['music', 'song', 'band', 'concert'],
  film: ['film', 'movie', 'cinema', 'series'],
  food: [
    'food',
    'lunch',
    'lunches',
    'meal',
    'meals',
    'cook',
    'cooking',
    'canteen',
    'canteens',
    'restaurant',
    'recipe',
  ],
  travel: ['travel', 'trip', 'holiday', 'tourist', 'train', 'trains', 'flight'],
  sports: ['sport', 'sports', 'football', 'team', 'run', 'running', 'game'],
  'unusual-uses': ['unusual', 'uses', 'reuse', 'repurpose', 'old'],
  home: ['home', 'house', 'kitchen', 'garden', 'furniture'],
};

const STOP = new Set([
  'how',
  'what',
  'could',
  'would',
  'should',
  'the',
  'and',
  'for',
  'with',
  'our',
  'your',
  'can',
  'make',
  'into',
  'from',
  'more',
  'less',
  'that',
  'this',
  'them',
  'they',
  'who',
  'why',
]);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9\s-]/g, ' ')
    .split(/[\s-]+/)
    .filter((w) => w.length >= 3 && !STOP.has(w));
}

export interface CategoryCandidate {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
}

export function categorify<T extends CategoryCandidate>(
  question: string,
  candidates: readonly T[],
): T | null {
  const asked = new Set(words(question));
  let best: { category: T; score: number } | null = null;
  for (const category of candidates) {
    const vocabulary = new Set([
      ...words(category.name),
      ...words(category.slug),
      ...(KEYWORDS[category.slug] ?? []),
    ]);
    let score = 0;
    for (const w of asked) if (vocabulary.has(w)) score += 1;
    if (score > 0 && (!best || score > best.score)) best = { category, score };
  }
  return best?.category ?? null;
}
