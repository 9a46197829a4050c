import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/my-account/custom-masthead')({
  staticData: {
    name: 'account.my-account.masthead',
    layout: 'boxed',
    auth: true,
    feature: 'a later issue',
  },
  component: RoutePage,
});
