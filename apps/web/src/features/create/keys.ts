// The creation flow's query keys, apart from its queries: the challenge page and the dashboards
// drop its drafts after their own writes (a promotion, a copy) without loading the flow's calls.
export const createKeys = {
  categories: (platformId: string) => ['create', 'categories', platformId] as const,
  drafts: () => ['create', 'drafts'] as const,
  images: (keywords: string) => ['create', 'images', keywords] as const,
};
