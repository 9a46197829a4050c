import { createFileRoute } from '@tanstack/react-router';
import { ResolveChallenge } from '../features/dashboards/innovator-resolve.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/innovator/challenges/resolve/$challenge/',
)({
  component: ResolveChallenge,
});
