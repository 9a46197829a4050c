import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';
import { pageText } from '../i18n/pages/faqs.the-mentor-role.en.js';

export const Route = createFileRoute('/faqs/the-mentor-role')({
  staticData: { name: 'faqs.the-mentor-role', layout: 'boxed' },
  component: () => <StaticPage text={pageText} />,
});
