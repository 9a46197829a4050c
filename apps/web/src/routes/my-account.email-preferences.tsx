import { createFileRoute } from '@tanstack/react-router';
import { EmailPreferencesForm } from '../features/account/forms.js';

export const Route = createFileRoute('/my-account/email-preferences')({
  staticData: { name: 'account.my-account.email-preferences', layout: 'boxed', auth: true },
  component: EmailPreferencesForm,
});
