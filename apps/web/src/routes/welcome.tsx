import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';
import { pageText } from '../i18n/pages/welcome.en.js';

export const Route = createFileRoute('/welcome')({
  staticData: { name: 'welcome', layout: 'raw', hideHeader: true, hideFooter: true },
  component: () => <StaticPage text={pageText} />,
});
