import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';
import { pageText } from '../i18n/pages/faqs.patrons.en.js';

export const Route = createFileRoute('/faqs/patrons')({
  staticData: { name: 'faqs.patrons', layout: 'boxed' },
  component: () => <StaticPage text={pageText} />,
});
