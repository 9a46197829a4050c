import { FRIEND_REQUEST_EXPIRY_DAYS } from '@nervus/game-rules';
import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '../features/help/help-page.js';
import { pageText } from '../i18n/pages/faqs.sending-friend-request.en.js';

const values = { days: FRIEND_REQUEST_EXPIRY_DAYS };

export const Route = createFileRoute('/faqs/sending-friend-request')({
  staticData: { name: 'faqs.sending-friend-request', layout: 'boxed' },
  component: () => <HelpPage text={pageText} values={values} />,
});
