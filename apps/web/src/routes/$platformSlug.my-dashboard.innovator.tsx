import { createFileRoute } from '@tanstack/react-router';
import { roleSection, sectionRedirect } from '../features/dashboards/layouts.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/innovator')({
  staticData: {
    name: 'dashboard.innovator',
    layout: 'boxed',
    auth: true,
  },
  beforeLoad: sectionRedirect('innovator'),
  component: roleSection('innovator'),
});
