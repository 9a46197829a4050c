import { createFileRoute } from '@tanstack/react-router';
import { ProfileFrame, ProfileFrameSkeleton } from '../features/user/profile-frame.js';
import { AboutSkeleton, loadBlogPage, UserBlog } from '../features/user/user-about.js';

/** The Blog's other address (the spec's alias): the same page. */
function Page() {
  const { platformSlug } = Route.useParams();
  return (
    <ProfileFrame handle={platformSlug}>
      <UserBlog handle={platformSlug} />
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

export const Route = createFileRoute('/$platformSlug/bio')({
  staticData: { name: 'home.user.bio', layout: 'boxed' },
  loader: ({ context }) => loadBlogPage(context.queryClient),
  pendingComponent: Pending,
  component: Page,
});
