import { createFileRoute } from '@tanstack/react-router';

/** The questions I sent to one box (index) and one of them, below it. */
export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/innovator/suggestion-box/$challenge',
)({
  staticData: {
    name: 'dashboard.innovator.suggestion-box.challenge',
    layout: 'boxed',
    auth: true,
  },
});
