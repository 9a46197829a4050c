import { createFileRoute } from '@tanstack/react-router';
import { RoleSection } from '../features/dashboards/layouts.js';
import { sectionRedirect } from '../features/dashboards/redirects.js';

function Section() {
  return <RoleSection section="rater" />;
}

export const Route = createFileRoute('/$platformSlug/my-dashboard/rater')({
  staticData: {
    name: 'dashboard.rater',
    layout: 'boxed',
    auth: true,
  },
  beforeLoad: sectionRedirect('rater'),
  component: Section,
});
