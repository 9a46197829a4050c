import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';
import { pageText } from '../i18n/pages/faqs.brain-level-demo.en.js';

export const Route = createFileRoute('/faqs/brain-level-demo')({
  staticData: { name: 'faqs.brain-level-demo', layout: 'boxed' },
  component: () => <StaticPage text={pageText} />,
});
