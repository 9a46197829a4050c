import { createFileRoute } from '@tanstack/react-router';
import { RoleSection } from '../features/dashboards/layouts.js';
import { sectionRedirect } from '../features/dashboards/redirects.js';

function Section() {
  return <RoleSection section="innovator" />;
}

export const Route = createFileRoute('/$platformSlug/my-dashboard/innovator')({
  staticData: {
    name: 'dashboard.innovator',
    layout: 'boxed',
    auth: true,
  },
  beforeLoad: sectionRedirect('innovator'),
  component: Section,
});
