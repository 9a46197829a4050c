import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../features/shell/table-route.js';

export const Route = createFileRoute(
  '/$platformSlug/(placeholders)/discussion-forums/in-challenges/tasks',
)(tableRoute('/$platformSlug/discussion-forums/in-challenges/tasks'));
