import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';
import { pageText } from '../i18n/pages/faqs.trust-score.en.js';

export const Route = createFileRoute('/faqs/trust-score')({
  staticData: { name: 'faqs.trust-score', layout: 'boxed' },
  component: () => <StaticPage text={pageText} />,
});
