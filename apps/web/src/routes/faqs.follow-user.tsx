import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '../features/help/help-page.js';
import { pageText } from '../i18n/pages/faqs.follow-user.en.js';

export const Route = createFileRoute('/faqs/follow-user')({
  staticData: { name: 'faqs.follow-user', layout: 'boxed' },
  component: () => <HelpPage text={pageText} />,
});
