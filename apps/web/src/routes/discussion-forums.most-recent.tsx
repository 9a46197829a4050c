import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/discussion-forums/most-recent')({
  staticData: { name: 'discussion-forums.most-recent', layout: 'boxed', feature: 'a later issue' },
  component: RoutePage,
});
