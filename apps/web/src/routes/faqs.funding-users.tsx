import { FUNDING_MIN_CENTS, FUNDING_NEURONS, formatCents } from '@nervus/game-rules';
import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '../features/help/help-page.js';
import { pageText } from '../i18n/pages/faqs.funding-users.en.js';

const values = {
  minimum: formatCents(FUNDING_MIN_CENTS),
  perDollar: FUNDING_NEURONS.perDollar,
  cap: FUNDING_NEURONS.capPerFunding,
};

export const Route = createFileRoute('/faqs/funding-users')({
  staticData: { name: 'faqs.funding-users', layout: 'boxed' },
  component: () => <HelpPage text={pageText} values={values} />,
});
