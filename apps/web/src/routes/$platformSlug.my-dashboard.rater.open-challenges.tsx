import { createFileRoute } from '@tanstack/react-router';
import { roleBoard } from '../features/game/role-board.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/rater/open-challenges')({
  staticData: {
    name: 'dashboard.rater.open-challenges',
    layout: 'boxed',
    auth: true,
  },
  component: roleBoard('rater', 'open'),
});
