import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';
import { pageText } from '../i18n/pages/faqs.idea-ownership.en.js';

export const Route = createFileRoute('/faqs/idea-ownership')({
  staticData: { name: 'faqs.idea-ownership', layout: 'boxed' },
  component: () => <StaticPage text={pageText} />,
});
