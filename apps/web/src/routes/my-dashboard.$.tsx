import { createFileRoute } from '@tanstack/react-router';
import { LoginRedirect } from '../features/session/login-redirect.js';

/** /my-dashboard/... goes to the same path under the user's screen name. */
function Redirect() {
  const { _splat } = Route.useParams();
  return <LoginRedirect path={(handle) => `/${handle}/my-dashboard/${_splat ?? ''}`} />;
}

export const Route = createFileRoute('/my-dashboard/$')({
  staticData: { name: 'login.my-dashboard', layout: 'boxed' },
  component: Redirect,
});
