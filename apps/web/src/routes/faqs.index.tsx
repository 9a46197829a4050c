import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';
import { pageText } from '../i18n/pages/faqs.index.en.js';

export const Route = createFileRoute('/faqs/')({
  staticData: { name: 'faqs.index', layout: 'boxed' },
  component: () => <StaticPage text={pageText} />,
});
