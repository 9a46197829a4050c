import { createFileRoute } from '@tanstack/react-router';
import { roleSection, sectionRedirect } from '../features/dashboards/layouts.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/catalyst')({
  staticData: {
    name: 'dashboard.catalyst',
    layout: 'boxed',
    auth: true,
  },
  beforeLoad: sectionRedirect('catalyst'),
  component: roleSection('catalyst'),
});
