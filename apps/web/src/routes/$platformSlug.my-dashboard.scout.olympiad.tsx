import { createFileRoute } from '@tanstack/react-router';
import { ScoutOlympiad } from '../features/dashboards/scout-olympiad.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/scout/olympiad')({
  staticData: { name: 'dashboard.scouting.olympiad', layout: 'boxed', auth: true },
  component: ScoutOlympiad,
});
