import { createFileRoute } from '@tanstack/react-router';
import { loadOpenBoxPage, OpenBoxPage } from '../features/suggestions/box-pages.js';

function SignUp() {
  const { platformSlug } = Route.useParams();
  return <OpenBoxPage handle={platformSlug} />;
}

export const Route = createFileRoute('/$platformSlug/mentor/sign-up')({
  staticData: { name: 'suggestion-box.ama.sign-up', layout: 'boxed' },
  loader: ({ context, params }) => loadOpenBoxPage(context.queryClient, params.platformSlug),
  component: SignUp,
});
