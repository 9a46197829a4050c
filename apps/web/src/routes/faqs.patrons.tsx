import { FUNDING_MIN_CENTS, FUNDING_NEURONS, formatCents } from '@nervus/game-rules';
import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '../features/help/help-page.js';
import { HelpTablePart, helpTable } from '../features/help/part.js';
import { pageText } from '../i18n/pages/faqs.patrons.en.js';

const values = {
  minimum: formatCents(FUNDING_MIN_CENTS),
  perDollar: FUNDING_NEURONS.perDollar,
  cap: FUNDING_NEURONS.capPerFunding,
};

const tables = { ranks: helpTable({ name: 'ranks', ladder: 'patron' }) };

export const Route = createFileRoute('/faqs/patrons')({
  staticData: { name: 'faqs.patrons', layout: 'boxed' },
  loader: () => HelpTablePart.load(),
  component: () => <HelpPage text={pageText} values={values} tables={tables} />,
});
