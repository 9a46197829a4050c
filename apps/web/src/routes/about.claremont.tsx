import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';
import { pageText } from '../i18n/pages/about.claremont.en.js';

export const Route = createFileRoute('/about/claremont')({
  staticData: { name: 'about.claremont', layout: 'boxed' },
  component: () => <StaticPage text={pageText} />,
});
