import { createFileRoute } from '@tanstack/react-router';
import { AccountMain } from '../features/account/main.js';

export const Route = createFileRoute('/my-account/main')({
  staticData: { name: 'account.my-account.main', layout: 'boxed', auth: true },
  component: AccountMain,
});
