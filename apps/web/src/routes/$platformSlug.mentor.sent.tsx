import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/$platformSlug/mentor/sent')({
  staticData: {
    name: 'suggestion-box.ama.sent',
    layout: 'boxed',
    feature: 'issue 6 (the game loop)',
  },
  component: RoutePage,
});
