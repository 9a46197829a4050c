import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';
import { pageText } from '../i18n/pages/about.code-of-conduct.en.js';

export const Route = createFileRoute('/about/code-of-conduct')({
  staticData: { name: 'about.code-of-conduct', layout: 'boxed' },
  component: () => <StaticPage text={pageText} />,
});
