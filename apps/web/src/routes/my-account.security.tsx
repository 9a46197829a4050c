import { createFileRoute } from '@tanstack/react-router';
import { PasswordForm } from '../features/account/password-form.js';

export const Route = createFileRoute('/my-account/security')({
  staticData: { name: 'account.my-account.security', layout: 'boxed', auth: true },
  component: PasswordForm,
});
