import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/$platformSlug/discussion-forums/channel/$slug/topics')({
  staticData: {
    name: 'platform.discussion-forums.channel.topics',
    layout: 'boxed',
    feature: 'a later issue',
  },
  component: RoutePage,
});
