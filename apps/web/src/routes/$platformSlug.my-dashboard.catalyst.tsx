import { createFileRoute } from '@tanstack/react-router';
import { RoleSection } from '../features/dashboards/layouts.js';
import { sectionRedirect } from '../features/dashboards/redirects.js';

function Section() {
  return <RoleSection section="catalyst" />;
}

export const Route = createFileRoute('/$platformSlug/my-dashboard/catalyst')({
  staticData: {
    name: 'dashboard.catalyst',
    layout: 'boxed',
    auth: true,
  },
  beforeLoad: sectionRedirect('catalyst'),
  component: Section,
});
