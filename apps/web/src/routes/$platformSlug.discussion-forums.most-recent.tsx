import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/$platformSlug/discussion-forums/most-recent')({
  staticData: {
    name: 'platform.discussion-forums.most-recent',
    layout: 'boxed',
    feature: 'a later issue',
  },
  component: RoutePage,
});
