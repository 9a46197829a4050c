import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/$platformSlug/discussion-forums/channel/$slug/signup')({
  staticData: {
    name: 'platform.discussion-forums.channel.signup',
    layout: 'boxed',
    auth: true,
    feature: 'a later issue',
  },
  component: RoutePage,
});
