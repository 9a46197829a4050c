import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../features/shell/table-route.js';

export const Route = createFileRoute('/(placeholders)/olympiad/leaderboard')(
  tableRoute('/olympiad/leaderboard'),
);
