import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';
import { pageText } from '../i18n/pages/faqs.how-it-works.en.js';

export const Route = createFileRoute('/faqs/how-it-works')({
  staticData: { name: 'faqs.how-it-works', layout: 'boxed' },
  component: () => <StaticPage text={pageText} />,
});
