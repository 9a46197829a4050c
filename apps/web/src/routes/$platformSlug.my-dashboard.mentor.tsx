import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { MentorDashboard } from '../features/dashboards/mentor.js';
import { mentorCommentsQueryOptions } from '../features/dashboards/queries.js';
import { whenSignedIn } from '../features/session/queries.js';

function Page() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MentorDashboard
      tab={tab ?? 'given'}
      onTab={(next) => void navigate({ search: { tab: next }, replace: true })}
    />
  );
}

export const Route = createFileRoute('/$platformSlug/my-dashboard/mentor')({
  staticData: { name: 'dashboard.mentoring', layout: 'boxed', auth: true },
  validateSearch: v.object({
    tab: v.optional(v.fallback(v.picklist(['given', 'received']), 'given')),
  }),
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'given' }),
  loader: ({ context, deps }) =>
    whenSignedIn(() =>
      context.queryClient.ensureQueryData(mentorCommentsQueryOptions(deps.tab, 0)),
    ),
  component: Page,
});
