import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/discussion-forums/channel/$slug/topics')({
  staticData: {
    name: 'discussion-forums.channel.topics',
    layout: 'boxed',
    feature: 'a later issue',
  },
  component: RoutePage,
});
