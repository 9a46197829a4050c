import { createFileRoute } from '@tanstack/react-router';
import { innovatorList } from '../features/dashboards/innovator.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/innovator/challenges/open')({
  staticData: {
    name: 'dashboard.innovator.challenges.open',
    layout: 'boxed',
    auth: true,
  },
  component: innovatorList('open'),
});
