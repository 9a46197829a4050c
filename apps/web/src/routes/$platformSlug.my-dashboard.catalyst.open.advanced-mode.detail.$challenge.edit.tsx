import { createFileRoute } from '@tanstack/react-router';
import { EditDetailsPage } from '../features/challenge/edit-page.js';

function Edit() {
  const { challenge } = Route.useParams();
  return <EditDetailsPage challengeKey={challenge} />;
}

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/catalyst/open/advanced-mode/detail/$challenge/edit',
)({
  staticData: {
    name: 'dashboard.catalyst.open.advanced.detail.edit',
    layout: 'boxed',
    auth: true,
  },
  component: Edit,
});
