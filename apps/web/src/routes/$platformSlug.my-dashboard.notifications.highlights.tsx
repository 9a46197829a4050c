import { createFileRoute } from '@tanstack/react-router';
import { HighlightsPage } from '../features/notifications/highlights-page.js';
import { loadNotifications } from '../features/notifications/queries.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/notifications/highlights')({
  staticData: { name: 'dashboard.notifications.highlights', layout: 'boxed', auth: true },
  loader: ({ context, params }) =>
    loadNotifications(context.queryClient, params.platformSlug, 'highlights'),
  component: HighlightsPage,
});
