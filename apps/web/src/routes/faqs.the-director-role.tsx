import { NEURON_TABLE } from '@nervus/game-rules';
import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '../features/help/help-page.js';
import { HelpTablePart, helpTable } from '../features/help/part.js';
import { pageText } from '../i18n/pages/faqs.the-director-role.en.js';

const values = {
  published: NEURON_TABLE.challengePublished.platformDirector,
  completed: NEURON_TABLE.platformActivity['olympiad-completed'].points,
};

const tables = {
  boards: helpTable({ name: 'boards' }),
  ranks: helpTable({ name: 'ranks', ladder: 'director' }),
};

export const Route = createFileRoute('/faqs/the-director-role')({
  staticData: { name: 'faqs.the-director-role', layout: 'boxed' },
  loader: () => HelpTablePart.load(),
  component: () => <HelpPage text={pageText} values={values} tables={tables} />,
});
