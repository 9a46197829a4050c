import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';
import { pageText } from '../i18n/pages/about.discover.en.js';

export const Route = createFileRoute('/discovernervus')({
  staticData: { name: 'about.discover', layout: 'boxed' },
  component: () => <StaticPage text={pageText} />,
});
