import { createFileRoute } from '@tanstack/react-router';

/** My Account: the main page (index, also at `main`) and the account's forms below it. */
export const Route = createFileRoute('/my-account')({
  staticData: { name: 'account.my-account', layout: 'boxed', auth: true },
});
