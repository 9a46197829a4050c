import { createFileRoute } from '@tanstack/react-router';
import { LoginRedirect } from '../features/session/login-redirect.js';

export const Route = createFileRoute('/mentor')({
  staticData: { name: 'login.mentor', layout: 'boxed' },
  component: () => <LoginRedirect path={(h) => `/${h}/mentor`} />,
});
