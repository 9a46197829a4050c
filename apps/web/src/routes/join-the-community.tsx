import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';

export const Route = createFileRoute('/join-the-community')({
  staticData: { name: 'join-the-community', layout: 'auth', splash: true },
  component: StaticPage,
});
