import { createFileRoute } from '@tanstack/react-router';

/** The questions I sent: all of them (index), one box's and one question, below it. */
export const Route = createFileRoute('/$platformSlug/my-dashboard/innovator/suggestion-box')({
  staticData: {
    name: 'dashboard.innovator.suggestion-box',
    layout: 'boxed',
    auth: true,
  },
});
