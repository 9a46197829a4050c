import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '../features/help/help-page.js';
import { HelpTablePart, helpTable } from '../features/help/part.js';
import { pageText } from '../i18n/pages/faqs.how-it-works.en.js';

const tables = { neurons: helpTable({ name: 'neurons' }) };

export const Route = createFileRoute('/faqs/how-it-works')({
  staticData: { name: 'faqs.how-it-works', layout: 'boxed' },
  loader: () => HelpTablePart.load(),
  component: () => <HelpPage text={pageText} tables={tables} />,
});
