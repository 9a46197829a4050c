import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '../features/help/help-page.js';
import { NeuronTable } from '../features/help/neuron-table.js';
import { pageText } from '../i18n/pages/faqs.how-it-works.en.js';

const tables = { neurons: <NeuronTable /> };

export const Route = createFileRoute('/faqs/how-it-works')({
  staticData: { name: 'faqs.how-it-works', layout: 'boxed' },
  component: () => <HelpPage text={pageText} tables={tables} />,
});
