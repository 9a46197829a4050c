import { createFileRoute } from '@tanstack/react-router';
import { AdministrationPage } from '../features/director/administration.js';
import { adminsQueryOptions, baseQueryOptions } from '../features/director/queries.js';
import { whenSignedIn } from '../features/session/queries.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/director/administration')({
  staticData: { name: 'dashboard.director.administration', layout: 'boxed', auth: true },
  loader: ({ context, params }) =>
    whenSignedIn(() =>
      Promise.all([
        context.queryClient.ensureQueryData(baseQueryOptions(params.platformSlug)),
        context.queryClient.ensureQueryData(adminsQueryOptions(params.platformSlug)),
      ]),
    ),
  component: AdministrationPage,
});
