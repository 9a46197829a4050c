import { MENTOR_RATING_FULL_NEURONS_FROM, NEURON_TABLE } from '@nervus/game-rules';
import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '../features/help/help-page.js';
import { HelpTablePart, helpTable } from '../features/help/part.js';
import { pageText } from '../i18n/pages/faqs.the-mentor-role.en.js';

const values = {
  given: NEURON_TABLE.ideaMentored.mentor,
  fullFrom: MENTOR_RATING_FULL_NEURONS_FROM,
};

const tables = {
  mentor: helpTable({ name: 'mentor' }),
  ranks: helpTable({ name: 'ranks', ladder: 'mentor' }),
};

export const Route = createFileRoute('/faqs/the-mentor-role')({
  staticData: { name: 'faqs.the-mentor-role', layout: 'boxed' },
  loader: () => HelpTablePart.load(),
  component: () => <HelpPage text={pageText} values={values} tables={tables} />,
});
