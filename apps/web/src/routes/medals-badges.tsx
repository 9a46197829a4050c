import { createFileRoute } from '@tanstack/react-router';
import { LoginRedirect } from '../features/session/login-redirect.js';

export const Route = createFileRoute('/medals-badges')({
  staticData: { name: 'login.medals-badges', layout: 'boxed' },
  component: () => <LoginRedirect path={(h) => `/${h}/medals-badges`} />,
});
