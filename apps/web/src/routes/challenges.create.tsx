import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { CreationFlow } from '../features/create/creation-flow.js';

function Create() {
  const { format, start, draft } = Route.useSearch();
  return <CreationFlow variant={format ?? 'standard'} start={start} draft={draft} />;
}

export const Route = createFileRoute('/challenges/create')({
  staticData: { name: 'challenges.create', layout: 'wide', auth: true },
  validateSearch: v.object({
    format: v.optional(v.picklist(['standard', 'qq', 'improve'])),
    start: v.optional(v.string()),
    /** A server draft to resume, e.g. a copied challenge or a promoted QQ idea. */
    draft: v.optional(v.pipe(v.string(), v.maxLength(64))),
  }),
  component: Create,
});
