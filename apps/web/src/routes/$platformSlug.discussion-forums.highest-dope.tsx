import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/$platformSlug/discussion-forums/highest-dope')({
  staticData: {
    name: 'platform.discussion-forums.highest-dope',
    layout: 'boxed',
    feature: 'a later issue',
  },
  component: RoutePage,
});
