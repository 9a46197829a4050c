import { createFileRoute } from '@tanstack/react-router';
import { redirectFromParent } from '../features/dashboards/redirects.js';
import { ScoutSection } from '../features/dashboards/scout-section.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/scout')({
  staticData: { name: 'dashboard.scouting', layout: 'boxed', auth: true },
  // The section's own address shows its olympiad page, the one page of it that exists so far.
  beforeLoad: redirectFromParent('scout', () => 'scout/olympiad'),
  component: ScoutSection,
});
