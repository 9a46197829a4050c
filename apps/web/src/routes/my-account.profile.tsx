import { createFileRoute } from '@tanstack/react-router';
import { ProfileForm } from '../features/account/profile-form.js';

export const Route = createFileRoute('/my-account/profile')({
  staticData: { name: 'account.my-account.profile', layout: 'boxed', auth: true },
  component: ProfileForm,
});
