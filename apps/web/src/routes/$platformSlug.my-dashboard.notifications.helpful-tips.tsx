import { createFileRoute } from '@tanstack/react-router';
import { loadNotifications } from '../features/notifications/queries.js';
import { HelpfulTipsPage } from '../features/notifications/tips-page.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/notifications/helpful-tips')({
  staticData: { name: 'dashboard.notifications.helpful-tips', layout: 'boxed', auth: true },
  loader: ({ context, params }) =>
    loadNotifications(context.queryClient, params.platformSlug, 'helpful-tips'),
  component: HelpfulTipsPage,
});
