import { createFileRoute } from '@tanstack/react-router';
import { PlatformPreferencesForm } from '../features/account/forms.js';

export const Route = createFileRoute('/my-account/platform-preferences')({
  staticData: { name: 'account.my-account.platform-preferences', layout: 'boxed', auth: true },
  component: PlatformPreferencesForm,
});
