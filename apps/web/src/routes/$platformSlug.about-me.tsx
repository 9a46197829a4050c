import { createFileRoute } from '@tanstack/react-router';
import { ProfileFrame, ProfileFrameSkeleton } from '../features/user/profile-frame.js';
import { AboutSkeleton, loadAboutPage, UserAbout } from '../features/user/user-about.js';

/** The About page's other address (the spec's alias): the same page. */
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

export const Route = createFileRoute('/$platformSlug/about-me')({
  staticData: { name: 'home.user.about-me', layout: 'boxed' },
  loader: ({ context, params }) => loadAboutPage(context.queryClient, params.platformSlug),
  pendingComponent: Pending,
  component: Page,
});
