import { createFileRoute } from '@tanstack/react-router';
import { innovatorList } from '../features/dashboards/innovator.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/innovator/challenges/closed')({
  staticData: {
    name: 'dashboard.innovator.challenges.closed',
    layout: 'boxed',
    auth: true,
  },
  component: innovatorList('closed'),
});
