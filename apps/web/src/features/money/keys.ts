// The money's query keys, apart from its queries: pages that only refresh money after their own
// writes (an entry fee paid) name them without loading the money calls and their schemas.
export const moneyKeys = {
  all: ['money'] as const,
  entry: (challengeId: string) => [...moneyKeys.all, 'entry', challengeId] as const,
  wallet: (page: number, size: number) => [...moneyKeys.all, 'wallet', page, size] as const,
};
