import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { UnsubscribePage } from '../features/email/unsubscribe-page.js';

// The link's token, checked by the server. Not `token`: the root route takes a `token` in any
// address for a session token.
const SearchSchema = v.object({ link: v.optional(v.string()) });

export const Route = createFileRoute('/unsubscribe')({
  staticData: { name: 'unsubscribe', layout: 'boxed' },
  validateSearch: SearchSchema,
  component: function UnsubscribeRoute() {
    const { link } = Route.useSearch();
    return <UnsubscribePage token={link} />;
  },
});
