import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';
import { pageText } from '../i18n/pages/reading-list.en.js';

export const Route = createFileRoute('/reading-list')({
  staticData: { name: 'reading-list', layout: 'auth', splash: true },
  component: () => <StaticPage text={pageText} />,
});
