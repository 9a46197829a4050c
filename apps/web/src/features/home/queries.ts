import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.js';

export const homeKeys = {
  all: ['home'] as const,
  widget: (platform: string) => [...homeKeys.all, 'widget', platform] as const,
};

/** A platform's home in one answer: its sections of challenges and its categories. */
export const homeWidgetQueryOptions = (platform: string) =>
  queryOptions({
    queryKey: homeKeys.widget(platform),
    queryFn: async () =>
      (await api.call('homepageWidget', { query: { platform_slug: platform } })).data,
    staleTime: 60_000,
  });
