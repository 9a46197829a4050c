import { IDEA_RANK_MIN_RATINGS } from '@nervus/game-rules';
import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '../features/help/help-page.js';
import { HelpTablePart, helpTable } from '../features/help/part.js';
import { pageText } from '../i18n/pages/faqs.scoring-points.en.js';

const values = { minRatings: IDEA_RANK_MIN_RATINGS };

const tables = { neurons: helpTable({ name: 'neurons' }) };

export const Route = createFileRoute('/faqs/scoring-points')({
  staticData: { name: 'faqs.scoring-points', layout: 'boxed' },
  loader: () => HelpTablePart.load(),
  component: () => <HelpPage text={pageText} values={values} tables={tables} />,
});
