import { createFileRoute } from '@tanstack/react-router';
import { ProfileFrame, ProfileFrameSkeleton } from '../features/user/profile-frame.js';
import { AboutSkeleton, loadAboutPage, UserAbout } from '../features/user/user-about.js';

/** A player's About page: who they are, what they run, what they have done (decision in user-about.tsx). */
function Page() {
  const { platformSlug } = Route.useParams();
  return (
    <ProfileFrame handle={platformSlug}>
      <UserAbout handle={platformSlug} />
    </ProfileFrame>
  );
}

function Pending() {
  const { platformSlug } = Route.useParams();
  return (
    <ProfileFrameSkeleton handle={platformSlug}>
      <AboutSkeleton />
    </ProfileFrameSkeleton>
  );
}

export const Route = createFileRoute('/$platformSlug/about')({
  staticData: { name: 'home.user.about', layout: 'boxed' },
  loader: ({ context, params }) => loadAboutPage(context.queryClient, params.platformSlug),
  pendingComponent: Pending,
  component: Page,
});
