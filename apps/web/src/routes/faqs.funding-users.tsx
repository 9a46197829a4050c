import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';
import { pageText } from '../i18n/pages/faqs.funding-users.en.js';

export const Route = createFileRoute('/faqs/funding-users')({
  staticData: { name: 'faqs.funding-users', layout: 'boxed' },
  component: () => <StaticPage text={pageText} />,
});
