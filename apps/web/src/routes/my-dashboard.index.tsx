import { createFileRoute } from '@tanstack/react-router';
import { LoginRedirect } from '../features/session/login-redirect.js';

export const Route = createFileRoute('/my-dashboard/')({
  staticData: { name: 'login.my-dashboard.index', layout: 'boxed' },
  component: () => <LoginRedirect path={(h) => `/${h}/my-dashboard`} />,
});
