import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../features/shell/table-route.js';

export const Route = createFileRoute(
  '/$platformSlug/(placeholders)/discussion-forums/highest-dope',
)(tableRoute('/$platformSlug/discussion-forums/highest-dope'));
