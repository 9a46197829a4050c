import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/question-collection')({
  staticData: {
    name: 'question-collection',
    layout: 'raw',
    hideHeader: true,
    hideFooter: true,
    feature: 'issue 5 (challenge creation)',
  },
  component: RoutePage,
});
