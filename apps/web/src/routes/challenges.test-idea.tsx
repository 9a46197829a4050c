import { createFileRoute } from '@tanstack/react-router';
import { CreationFlow } from '../features/create/creation-flow.js';

export const Route = createFileRoute('/challenges/test-idea')({
  staticData: { name: 'challenges.test-idea', layout: 'wide', auth: true },
  component: () => <CreationFlow variant="test-an-idea" />,
});
