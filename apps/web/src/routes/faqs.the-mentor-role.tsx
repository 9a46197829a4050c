import { MENTOR_RATING_FULL_NEURONS_FROM, NEURON_TABLE } from '@nervus/game-rules';
import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '../features/help/help-page.js';
import { MentorTable } from '../features/help/mentor-table.js';
import { RankTable } from '../features/help/rank-table.js';
import { pageText } from '../i18n/pages/faqs.the-mentor-role.en.js';

const values = {
  given: NEURON_TABLE.ideaMentored.mentor,
  fullFrom: MENTOR_RATING_FULL_NEURONS_FROM,
};

const tables = { mentor: <MentorTable />, ranks: <RankTable ladder="mentor" /> };

export const Route = createFileRoute('/faqs/the-mentor-role')({
  staticData: { name: 'faqs.the-mentor-role', layout: 'boxed' },
  component: () => <HelpPage text={pageText} values={values} tables={tables} />,
});
