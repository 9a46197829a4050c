import { IDEA_RANK_MIN_RATINGS } from '@nervus/game-rules';
import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '../features/help/help-page.js';
import {
  BoardsTable,
  ChallengePrizeTable,
  CycleTable,
  EntryFeeTable,
} from '../features/help/prize-tables.js';
import { pageText } from '../i18n/pages/faqs.olympiads.en.js';

const values = { minRatings: IDEA_RANK_MIN_RATINGS };

const tables = {
  cycles: <CycleTable />,
  boards: <BoardsTable />,
  challengePrize: <ChallengePrizeTable />,
  entryFee: <EntryFeeTable />,
};

export const Route = createFileRoute('/faqs/olympiads')({
  staticData: { name: 'faqs.olympiads', layout: 'boxed' },
  component: () => <HelpPage text={pageText} values={values} tables={tables} />,
});
