import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/$platformSlug/discussion-forums/channel/topics/reply-queue')(
  {
    staticData: {
      name: 'platform.discussion-forums.topics.reply-queue',
      layout: 'boxed',
      auth: true,
      feature: 'a later issue',
    },
    component: RoutePage,
  },
);
