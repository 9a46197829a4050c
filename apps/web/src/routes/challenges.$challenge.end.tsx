import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EndChallenge } from '../features/challenge/ideas-tab.js';
import { useOwnerOnly } from '../features/challenge/promote.js';
import { useChallenge } from '../features/challenge/queries.js';

/** `challenges/{c}/end`: its catalyst ends it early, after a confirmation; others are sent off. */
function Page() {
  const { t } = useTranslation();
  const challenge = useChallenge(Route.useParams().challenge);
  const owner = useOwnerOnly(challenge);
  if (!challenge || !owner) return null;
  return (
    <div className="app-stack">
      <p className="nv-hint">
        <Link to="/challenges/$challenge" params={{ challenge: challenge.slug }}>
          {t('challenge.backToChallenge')}
        </Link>
      </p>
      <h1>{challenge.question_title}</h1>
      <EndChallenge challenge={challenge} />
    </div>
  );
}

export const Route = createFileRoute('/challenges/$challenge/end')({
  staticData: { name: 'challenges.end', layout: 'boxed', auth: true },
  component: Page,
});
