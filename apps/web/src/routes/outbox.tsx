import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '../features/email/outbox-page.js';
import { outboxQueryOptions } from '../features/email/queries.js';
import { meQueryOptions } from '../features/session/queries.js';

export const Route = createFileRoute('/outbox')({
  staticData: { name: 'admin.outbox', layout: 'boxed', auth: true, admin: true },
  // Only an admin's outbox is read: anyone else is sent away by the shell's guard.
  loader: async ({ context }) => {
    const me = await context.queryClient.ensureQueryData(meQueryOptions());
    if (me?.admin_roles.global_admin)
      await context.queryClient.ensureQueryData(outboxQueryOptions('all', 0));
  },
  component: OutboxPage,
});
