import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';
import { pageText } from '../i18n/pages/learn.en.js';

export const Route = createFileRoute('/learn')({
  staticData: { name: 'learn', layout: 'auth', splash: true },
  component: () => <StaticPage text={pageText} />,
});
