import { createFileRoute } from '@tanstack/react-router';
import { MoneyPrizesPage } from '../features/money/money-prizes.js';
import { ensureViewerWallet, WALLET_PAGE_SIZE } from '../features/money/queries.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/money-prizes')({
  staticData: { name: 'dashboard.money-prizes', layout: 'boxed', auth: true },
  loader: ({ context }) => ensureViewerWallet(context.queryClient, 0, WALLET_PAGE_SIZE),
  component: MoneyPrizesPage,
});
