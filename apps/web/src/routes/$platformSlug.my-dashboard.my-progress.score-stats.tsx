import { createFileRoute } from '@tanstack/react-router';
import { ScoreStatsPage } from '../features/progress/brain-board-page.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/my-progress/score-stats')({
  staticData: { name: 'dashboard.my-progress.score-stats', layout: 'boxed', auth: true },
  component: ScoreStatsPage,
});
