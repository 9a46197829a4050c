import { createFileRoute } from '@tanstack/react-router';
import { ScoresStats } from '../features/olympiads/scores-stats.js';

export const Route = createFileRoute('/scores-stats')({
  staticData: { name: 'platform.scores-stats', layout: 'boxed' },
  component: ScoresStats,
});
