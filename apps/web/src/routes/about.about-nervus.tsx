import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';
import { pageText } from '../i18n/pages/about.about-nervus.en.js';

export const Route = createFileRoute('/about/about-nervus')({
  staticData: { name: 'about.about-nervus', layout: 'boxed' },
  component: () => <StaticPage text={pageText} />,
});
