import { createFileRoute } from '@tanstack/react-router';
import { prefetchViewerEntry } from '../features/challenge/entry-loaders.js';
import { UnlockPage } from '../features/challenge/unlock-page.js';

function IdeaUnlock() {
  const { challenge } = Route.useParams();
  return <UnlockPage challengeKey={challenge} kind="idea" />;
}

export const Route = createFileRoute('/challenges/$challenge/idea-unlock')({
  staticData: { name: 'challenges.idea-unlock', layout: 'boxed', auth: true },
  loader: ({ context }) => prefetchViewerEntry(context.queryClient, context),
  component: IdeaUnlock,
});
