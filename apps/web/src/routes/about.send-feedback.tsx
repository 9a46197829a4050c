import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SendFeedback } from '../features/feedback/send-feedback.js';

function Page() {
  const { about, feedback } = Route.useSearch();
  return <SendFeedback about={about} feedback={feedback} />;
}

export const Route = createFileRoute('/about/send-feedback')({
  staticData: { name: 'about.send-feedback', layout: 'boxed' },
  validateSearch: v.object({ about: v.optional(v.string()), feedback: v.optional(v.string()) }),
  component: Page,
});
