import { createFileRoute } from '@tanstack/react-router';
import { EmailPreferencesForm } from '../features/account/email-preferences-form.js';
import { preferencesQueryOptions } from '../features/account/queries.js';
import { whenSignedIn } from '../features/session/queries.js';

export const Route = createFileRoute('/my-account/email-preferences')({
  staticData: { name: 'account.my-account.email-preferences', layout: 'boxed', auth: true },
  loader: ({ context }) =>
    whenSignedIn(() => context.queryClient.ensureQueryData(preferencesQueryOptions())),
  component: EmailPreferencesForm,
});
