import { createFileRoute } from '@tanstack/react-router';

/** The open challenges: the list (index) and each one's detail below it. */
export const Route = createFileRoute('/$platformSlug/my-dashboard/innovator/challenges/open')({
  staticData: {
    name: 'dashboard.innovator.challenges.open',
    layout: 'boxed',
    auth: true,
  },
});
