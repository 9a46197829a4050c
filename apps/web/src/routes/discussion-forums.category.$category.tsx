import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/discussion-forums/category/$category')({
  staticData: { name: 'discussion-forums.category', layout: 'boxed', feature: 'a later issue' },
  component: RoutePage,
});
