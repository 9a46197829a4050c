import { createFileRoute } from '@tanstack/react-router';
import { HelpfulTipsPage } from '../features/notifications/pages.js';
import { loadNotifications } from '../features/notifications/queries.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/notifications/helpful-tips')({
  staticData: { name: 'dashboard.notifications.helpful-tips', layout: 'boxed', auth: true },
  loader: ({ context, params }) =>
    loadNotifications(context.queryClient, params.platformSlug, 'helpful-tips'),
  component: HelpfulTipsPage,
});
