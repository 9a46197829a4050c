import { createFileRoute } from '@tanstack/react-router';
import { redirectFromParent } from '../features/dashboards/redirects.js';
import { MyProgressSection } from '../features/progress/my-progress.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/my-progress')({
  staticData: { name: 'dashboard.my-progress', layout: 'boxed', auth: true },
  // The section's own address shows its first tab.
  beforeLoad: redirectFromParent('my-progress', () => 'my-progress/score-stats'),
  component: MyProgressSection,
});
