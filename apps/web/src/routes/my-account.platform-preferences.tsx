import { createFileRoute } from '@tanstack/react-router';
import { PlatformPreferencesForm } from '../features/account/platform-form.js';
import { loadPlatformPreferences } from '../features/account/queries.js';
import { whenSignedIn } from '../features/session/queries.js';

export const Route = createFileRoute('/my-account/platform-preferences')({
  staticData: { name: 'account.my-account.platform-preferences', layout: 'boxed', auth: true },
  loader: ({ context }) => whenSignedIn(() => loadPlatformPreferences(context.queryClient)),
  component: PlatformPreferencesForm,
});
