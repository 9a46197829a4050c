import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';
import { pageText } from '../i18n/pages/faqs.scoring-points.en.js';

export const Route = createFileRoute('/faqs/scoring-points')({
  staticData: { name: 'faqs.scoring-points', layout: 'boxed' },
  component: () => <StaticPage text={pageText} />,
});
