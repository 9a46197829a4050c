import { createFileRoute } from '@tanstack/react-router';
import { ProfileFrame, ProfileFrameSkeleton } from '../features/user/profile-frame.js';
import { AboutSkeleton, loadBlogPage, UserBlog } from '../features/user/user-about.js';

/** A player's Blog: their bio as their long-form text (user-about.tsx says why). */
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

export const Route = createFileRoute('/$platformSlug/blog')({
  staticData: { name: 'home.user.blog', layout: 'boxed' },
  loader: ({ context }) => loadBlogPage(context.queryClient),
  pendingComponent: Pending,
  component: Page,
});
