import { createFileRoute } from '@tanstack/react-router';
import { redirectFromParent } from '../features/dashboards/redirects.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/innovator/challenges')({
  staticData: {
    name: 'dashboard.innovator.challenges',
    layout: 'boxed',
    auth: true,
  },
  beforeLoad: redirectFromParent('innovator/challenges', () => 'innovator/challenges/open'),
});
