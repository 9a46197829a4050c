import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { FundPage } from '../features/money/funding.js';
import { ensureViewerWallet } from '../features/money/queries.js';
import { profileQueryOptions } from '../features/user/profile-query.js';

function Pay() {
  const { platformSlug } = Route.useParams();
  // The user's page (the parent route) has loaded them, or sent unknown handles home.
  const { data } = useSuspenseQuery(profileQueryOptions(platformSlug));
  return <FundPage receiver={data.user} />;
}

export const Route = createFileRoute('/$platformSlug/mentor/pay')({
  staticData: {
    name: 'suggestion-box.ama.pay',
    layout: 'boxed',
    auth: true,
  },
  // The balance shown beside the amount (the first row alone carries it).
  loader: ({ context }) => ensureViewerWallet(context.queryClient, 0, 1),
  component: Pay,
});
