import { createFileRoute } from '@tanstack/react-router';
import { HighlightsPage, startHighlightList } from '../features/notifications/highlights-page.js';
import { loadNotifications } from '../features/notifications/queries.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/notifications/highlights')({
  staticData: { name: 'dashboard.notifications.highlights', layout: 'boxed', auth: true },
  loader: ({ context, params }) => {
    startHighlightList();
    return loadNotifications(context.queryClient, params.platformSlug, 'highlights');
  },
  component: HighlightsPage,
});
