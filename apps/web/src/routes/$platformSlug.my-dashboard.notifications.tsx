import { createFileRoute } from '@tanstack/react-router';
import { NotificationsSection } from '../features/notifications/section.js';

/** My Dashboard › Notifications: the tabs over the player's own notifications. */
export const Route = createFileRoute('/$platformSlug/my-dashboard/notifications')({
  staticData: { name: 'dashboard.notifications', layout: 'boxed', auth: true },
  component: NotificationsSection,
});
