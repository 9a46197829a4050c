import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';
import { pageText } from '../i18n/pages/about.idea-person.en.js';

export const Route = createFileRoute('/about/idea-person')({
  staticData: { name: 'about.idea-person', layout: 'boxed' },
  component: () => <StaticPage text={pageText} />,
});
