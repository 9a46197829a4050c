import { createFileRoute } from '@tanstack/react-router';
import { roleBoard } from '../features/game/role-board.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/rater/closed-challenges')({
  staticData: {
    name: 'dashboard.rater.closed-challenges',
    layout: 'boxed',
    auth: true,
  },
  component: roleBoard('rater', 'closed'),
});
