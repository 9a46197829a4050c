import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/$platformSlug/discussion-forums/channel/$slug/new')({
  staticData: {
    name: 'platform.discussion-forums.channel.new',
    layout: 'boxed',
    auth: true,
    feature: 'a later issue',
  },
  component: RoutePage,
});
