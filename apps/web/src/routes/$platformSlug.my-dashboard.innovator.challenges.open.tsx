import { createFileRoute } from '@tanstack/react-router';
import { roleBoard } from '../features/game/role-board.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/innovator/challenges/open')({
  staticData: {
    name: 'dashboard.innovator.challenges.open',
    layout: 'boxed',
    auth: true,
  },
  component: roleBoard('innovator', 'open'),
});
