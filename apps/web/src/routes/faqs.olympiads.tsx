import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';
import { pageText } from '../i18n/pages/faqs.olympiads.en.js';

export const Route = createFileRoute('/faqs/olympiads')({
  staticData: { name: 'faqs.olympiads', layout: 'boxed' },
  component: () => <StaticPage text={pageText} />,
});
