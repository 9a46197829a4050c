import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/discussion-forums/channel/$slug/$topicId')({
  staticData: {
    name: 'discussion-forums.channel.topic',
    layout: 'boxed',
    feature: 'a later issue',
  },
  component: RoutePage,
});
