import { createFileRoute } from '@tanstack/react-router';
import { meQueryOptions } from '../features/session/queries.js';
import { OpenBoxPage } from '../features/suggestions/box-pages.js';
import { boxQueryOptions } from '../features/suggestions/queries.js';

function SignUp() {
  const { platformSlug } = Route.useParams();
  return <OpenBoxPage handle={platformSlug} />;
}

export const Route = createFileRoute('/$platformSlug/mentor/sign-up')({
  staticData: { name: 'suggestion-box.ama.sign-up', layout: 'boxed' },
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(meQueryOptions()),
      context.queryClient.ensureQueryData(boxQueryOptions(params.platformSlug)),
    ]),
  component: SignUp,
});
