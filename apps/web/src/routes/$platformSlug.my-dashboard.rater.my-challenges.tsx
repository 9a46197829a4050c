import { createFileRoute } from '@tanstack/react-router';
import { RaterMyChallenges } from '../features/dashboards/rater.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/rater/my-challenges')({
  staticData: {
    name: 'dashboard.rater.my-challenges',
    layout: 'boxed',
    auth: true,
  },
  component: RaterMyChallenges,
});
