import { createFileRoute } from '@tanstack/react-router';
import { NeuronsEarnedPage } from '../features/notifications/neurons-page.js';
import { loadNotifications } from '../features/notifications/queries.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/notifications/neurons-earned')({
  staticData: { name: 'dashboard.notifications.neurons-earned', layout: 'boxed', auth: true },
  loader: ({ context, params }) =>
    loadNotifications(context.queryClient, params.platformSlug, 'neurons-earned'),
  component: NeuronsEarnedPage,
});
