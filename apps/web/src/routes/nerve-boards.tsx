import { createFileRoute } from '@tanstack/react-router';
import { NerveBoards } from '../features/olympiads/nerve-boards.js';

export const Route = createFileRoute('/nerve-boards')({
  staticData: { name: 'platform.nerve-boards', layout: 'boxed' },
  component: NerveBoards,
});
