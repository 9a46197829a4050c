import { createFileRoute } from '@tanstack/react-router';
import { LoginRedirect } from '../features/session/login-redirect.js';

export const Route = createFileRoute('/me')({
  staticData: { name: 'login.me', layout: 'boxed' },
  component: () => <LoginRedirect path={(h) => `/${h}`} />,
});
