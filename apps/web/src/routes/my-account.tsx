import { createFileRoute, Outlet, useChildMatches } from '@tanstack/react-router';
import { AccountMain } from '../features/account/forms.js';

function MyAccount() {
  const children = useChildMatches();
  return children.length > 0 ? <Outlet /> : <AccountMain />;
}

export const Route = createFileRoute('/my-account')({
  staticData: { name: 'account.my-account', layout: 'boxed', auth: true },
  component: MyAccount,
});
