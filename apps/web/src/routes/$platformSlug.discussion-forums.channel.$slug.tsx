import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/$platformSlug/discussion-forums/channel/$slug')({
  staticData: {
    name: 'platform.discussion-forums.channel',
    layout: 'boxed',
    feature: 'a later issue',
  },
  component: RoutePage,
});
