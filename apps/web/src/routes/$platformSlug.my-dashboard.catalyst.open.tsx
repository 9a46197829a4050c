import { createFileRoute } from '@tanstack/react-router';
import { roleBoard } from '../features/game/role-board.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/catalyst/open')({
  staticData: {
    name: 'dashboard.catalyst.open',
    layout: 'boxed',
    auth: true,
  },
  component: roleBoard('catalyst', 'open'),
});
