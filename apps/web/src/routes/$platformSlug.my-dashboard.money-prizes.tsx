import { createFileRoute } from '@tanstack/react-router';
import { MoneyPrizesPage } from '../features/money/money-prizes.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/money-prizes')({
  staticData: { name: 'dashboard.money-prizes', layout: 'boxed', auth: true },
  component: MoneyPrizesPage,
});
