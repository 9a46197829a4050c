import { createFileRoute, redirect } from '@tanstack/react-router';

/** Notifications' own address opens its first tab. */
export const Route = createFileRoute('/$platformSlug/my-dashboard/notifications/')({
  beforeLoad: ({ params }) => {
    throw redirect({
      to: '/$platformSlug/my-dashboard/notifications/neurons-earned',
      params,
      replace: true,
    });
  },
});
