import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '../features/help/help-page.js';
import { pageText } from '../i18n/pages/faqs.innovation-graph-demo.en.js';

export const Route = createFileRoute('/faqs/innovation-graph-demo')({
  staticData: { name: 'faqs.innovation-graph-demo', layout: 'boxed' },
  component: () => <HelpPage text={pageText} />,
});
