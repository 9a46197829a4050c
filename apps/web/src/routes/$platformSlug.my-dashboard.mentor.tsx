import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { loadMentorDashboard, MentorDashboard } from '../features/dashboards/mentor.js';
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
    whenSignedIn(() => loadMentorDashboard(context.queryClient, deps.tab)),
  component: Page,
});
