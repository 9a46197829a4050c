import { createFileRoute } from '@tanstack/react-router';
import { roleSection, sectionRedirect } from '../features/dashboards/layouts.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/rater')({
  staticData: {
    name: 'dashboard.rater',
    layout: 'boxed',
    auth: true,
  },
  beforeLoad: sectionRedirect('rater'),
  component: roleSection('rater'),
});
