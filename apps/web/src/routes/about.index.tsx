import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';
import { pageText } from '../i18n/pages/about.index.en.js';

export const Route = createFileRoute('/about/')({
  staticData: { name: 'about.index', layout: 'boxed' },
  component: () => <StaticPage text={pageText} />,
});
