import { createFileRoute } from '@tanstack/react-router';
import { roleBoardQueryOptions } from '../features/game/queries.js';
import { roleBoard } from '../features/game/role-board.js';
import { whenSignedIn } from '../features/session/queries.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/rater/closed-challenges')({
  staticData: {
    name: 'dashboard.rater.closed-challenges',
    layout: 'boxed',
    auth: true,
  },
  loader: ({ context, params }) =>
    whenSignedIn(() =>
      context.queryClient.ensureQueryData(
        roleBoardQueryOptions(params.platformSlug, 'rater', 'closed'),
      ),
    ),
  component: roleBoard('rater', 'closed'),
});
