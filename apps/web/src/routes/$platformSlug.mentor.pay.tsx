import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { FundPage } from '../features/money/funding.js';
import { profileQueryOptions } from './$platformSlug.js';

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
  component: Pay,
});
