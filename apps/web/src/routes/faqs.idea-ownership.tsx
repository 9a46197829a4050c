import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '../features/help/help-page.js';
import { pageText } from '../i18n/pages/faqs.idea-ownership.en.js';

export const Route = createFileRoute('/faqs/idea-ownership')({
  staticData: { name: 'faqs.idea-ownership', layout: 'boxed' },
  component: () => <HelpPage text={pageText} />,
});
