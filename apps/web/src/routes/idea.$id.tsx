import { createFileRoute, redirect } from '@tanstack/react-router';
import { ideaQueryOptions } from '../features/challenge/queries.js';

/** `idea/{id}`: the idea's challenge, with the idea in the address; a missing idea to feedback. */
export const Route = createFileRoute('/idea/$id')({
  staticData: { name: 'idea', layout: 'boxed' },
  loader: async ({ context, params }) => {
    const idea = await context.queryClient
      .ensureQueryData(ideaQueryOptions(params.id))
      .catch((error: unknown) => {
        throw redirect({
          to: '/send-feedback',
          search: {
            about: 'Idea not found',
            feedback: `idea ${params.id}: ${error instanceof Error ? error.message : String(error)}`,
          },
          replace: true,
        });
      });
    throw redirect({
      to: '/challenges/$challenge',
      params: { challenge: idea.challenge_id },
      search: { idea: params.id },
      replace: true,
    });
  },
});
