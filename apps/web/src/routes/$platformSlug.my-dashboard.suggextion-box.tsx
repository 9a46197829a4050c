import { createFileRoute, redirect } from '@tanstack/react-router';

// The spec's path keeps its typo; the questions you sent live on the innovator dashboard.
export const Route = createFileRoute('/$platformSlug/my-dashboard/suggextion-box')({
  staticData: {
    name: 'dashboard.suggestion-box',
    layout: 'boxed',
    auth: true,
  },
  beforeLoad: ({ params }) => {
    throw redirect({
      to: '/$platformSlug/my-dashboard/innovator/suggestion-box',
      params: { platformSlug: params.platformSlug },
      replace: true,
    });
  },
});
