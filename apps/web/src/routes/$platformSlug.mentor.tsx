import { createFileRoute } from '@tanstack/react-router';

/** A player's suggestion box (ask me anything): the box (index) and its pages below it. */
export const Route = createFileRoute('/$platformSlug/mentor')({
  staticData: { name: 'suggestion-box.ama', layout: 'boxed' },
});
