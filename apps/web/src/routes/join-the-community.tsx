import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';
import { pageText } from '../i18n/pages/join-the-community.en.js';

export const Route = createFileRoute('/join-the-community')({
  staticData: { name: 'join-the-community', layout: 'auth', splash: true },
  component: () => <StaticPage text={pageText} />,
});
