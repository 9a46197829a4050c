import { createFileRoute } from '@tanstack/react-router';
import { EditDetailsPage } from '../features/challenge/edit-page.js';

function Edit() {
  const { challenge } = Route.useParams();
  return <EditDetailsPage challengeKey={challenge} />;
}

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/catalyst/open/easy-mode/detail/$challenge/edit',
)({
  staticData: {
    name: 'dashboard.catalyst.open.easy.detail.edit',
    layout: 'boxed',
    auth: true,
  },
  component: Edit,
});
