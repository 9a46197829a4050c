import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';
import { pageText } from '../i18n/pages/faqs.the-director-role.en.js';

export const Route = createFileRoute('/faqs/the-director-role')({
  staticData: { name: 'faqs.the-director-role', layout: 'boxed' },
  component: () => <StaticPage text={pageText} />,
});
