import { createFileRoute } from '@tanstack/react-router';
import { LoginRedirect } from '../features/session/login-redirect.js';

export const Route = createFileRoute('/medals')({
  staticData: { name: 'login.medals', layout: 'boxed' },
  component: () => <LoginRedirect path={(h) => `/${h}/medals`} />,
});
