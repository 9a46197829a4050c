import { createFileRoute } from '@tanstack/react-router';
import { AccountMain } from '../features/account/main.js';

export const Route = createFileRoute('/my-account/')({
  component: AccountMain,
});
