import { createFileRoute } from '@tanstack/react-router';
import { roleBoard } from '../features/game/role-board.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/innovator/challenges/closed')({
  staticData: {
    name: 'dashboard.innovator.challenges.closed',
    layout: 'boxed',
    auth: true,
  },
  component: roleBoard('innovator', 'closed'),
});
