import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';
import { pageText } from '../i18n/pages/moved.en.js';

export const Route = createFileRoute('/moved')({
  staticData: { name: 'moved', layout: 'boxed-plain' },
  component: () => <StaticPage text={pageText} />,
});
