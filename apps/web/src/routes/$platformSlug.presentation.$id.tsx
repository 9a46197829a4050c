import { createFileRoute } from '@tanstack/react-router';
import { PresentationPage, startPresentation } from '../features/presentation/presentation-page.js';

/** A challenge (by id or slug) as full-screen slides; the parent route has found the player. */
function Presentation() {
  const { id } = Route.useParams();
  return <PresentationPage challengeKey={id} />;
}

export const Route = createFileRoute('/$platformSlug/presentation/$id')({
  staticData: {
    name: 'platform.presentation',
    layout: 'raw',
    hideHeader: true,
    hideFooter: true,
  },
  loader: ({ context, params }) => startPresentation(context.queryClient, params.id),
  component: Presentation,
});
