import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';
import { pageText } from '../i18n/pages/faqs.sending-friend-request.en.js';

export const Route = createFileRoute('/faqs/sending-friend-request')({
  staticData: { name: 'faqs.sending-friend-request', layout: 'boxed' },
  component: () => <StaticPage text={pageText} />,
});
