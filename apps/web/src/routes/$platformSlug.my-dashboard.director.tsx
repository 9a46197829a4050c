import { createFileRoute } from '@tanstack/react-router';
import { redirectFromParent } from '../features/dashboards/redirects.js';
import { DirectorSection } from '../features/director/parts.js';
import { flagsQueryOptions } from '../features/session/queries.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/director')({
  staticData: { name: 'dashboard.director', layout: 'boxed', auth: true },
  beforeLoad: redirectFromParent('director', () => 'director/getting-started'),
  loader: ({ context }) => context.queryClient.ensureQueryData(flagsQueryOptions()),
  component: DirectorSection,
});
