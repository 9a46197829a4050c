import { IDEA_RANK_MIN_RATINGS } from '@nervus/game-rules';
import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '../features/help/help-page.js';
import { HelpTablePart, helpTable } from '../features/help/part.js';
import { pageText } from '../i18n/pages/faqs.olympiads.en.js';

const values = { minRatings: IDEA_RANK_MIN_RATINGS };

const tables = {
  cycles: helpTable({ name: 'cycles' }),
  boards: helpTable({ name: 'boards' }),
  challengePrize: helpTable({ name: 'challengePrize' }),
  entryFee: helpTable({ name: 'entryFee' }),
};

export const Route = createFileRoute('/faqs/olympiads')({
  staticData: { name: 'faqs.olympiads', layout: 'boxed' },
  loader: () => HelpTablePart.load(),
  component: () => <HelpPage text={pageText} values={values} tables={tables} />,
});
