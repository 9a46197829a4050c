import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/discussion-forums/channel/$slug/reply-queue')({
  staticData: {
    name: 'discussion-forums.channel.reply-queue',
    layout: 'boxed',
    auth: true,
    feature: 'a later issue',
  },
  component: RoutePage,
});
