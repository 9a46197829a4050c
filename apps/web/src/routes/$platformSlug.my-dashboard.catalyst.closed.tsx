import { createFileRoute } from '@tanstack/react-router';
import { roleBoard } from '../features/game/role-board.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/catalyst/closed')({
  staticData: {
    name: 'dashboard.catalyst.closed',
    layout: 'boxed',
    auth: true,
  },
  component: roleBoard('catalyst', 'closed'),
});
