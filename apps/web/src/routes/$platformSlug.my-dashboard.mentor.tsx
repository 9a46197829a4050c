import { createFileRoute } from '@tanstack/react-router';
import { roleBoard } from '../features/game/role-board.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/mentor')({
  staticData: {
    name: 'dashboard.mentoring',
    layout: 'boxed',
    auth: true,
  },
  component: roleBoard('mentor', 'open'),
});
