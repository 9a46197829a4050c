import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';
import { pageText } from '../i18n/pages/introduction.en.js';

export const Route = createFileRoute('/introduction')({
  staticData: { name: 'introduction', layout: 'auth', splash: true },
  component: () => <StaticPage text={pageText} />,
});
