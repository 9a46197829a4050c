import { IDEA_RANK_MIN_RATINGS, MAX_LEVEL } from '@nervus/game-rules';
import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '../features/help/help-page.js';
import { HelpTopics } from '../features/help/help-topics.js';
import { pageText, topicsTitle } from '../i18n/pages/faqs.index.en.js';

const values = { maxLevel: MAX_LEVEL, minRatings: IDEA_RANK_MIN_RATINGS };

export const Route = createFileRoute('/faqs/')({
  staticData: { name: 'faqs.index', layout: 'boxed' },
  component: () => (
    <HelpPage text={pageText} values={values}>
      <HelpTopics title={topicsTitle} />
    </HelpPage>
  ),
});
