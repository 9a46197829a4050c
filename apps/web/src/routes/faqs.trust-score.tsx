import { IDEA_RANK_MIN_RATINGS, RANKING_PRIOR_WEIGHT } from '@nervus/game-rules';
import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '../features/help/help-page.js';
import { pageText } from '../i18n/pages/faqs.trust-score.en.js';

const values = { prior: RANKING_PRIOR_WEIGHT, minRatings: IDEA_RANK_MIN_RATINGS };

export const Route = createFileRoute('/faqs/trust-score')({
  staticData: { name: 'faqs.trust-score', layout: 'boxed' },
  component: () => <HelpPage text={pageText} values={values} />,
});
