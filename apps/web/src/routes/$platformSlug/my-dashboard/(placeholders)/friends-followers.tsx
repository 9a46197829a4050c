import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../features/shell/table-route.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/(placeholders)/friends-followers',
)(tableRoute('/$platformSlug/my-dashboard/friends-followers'));
