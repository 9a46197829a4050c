import { useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { EndChallenge } from '../features/challenge/end-challenge.js';
import { useOwnerOnly } from '../features/challenge/owner-only.js';
import { challengeQueryOptions } from '../features/challenge/queries.js';

/** `challenges/{c}/end`: its catalyst ends it early, after a confirmation; others are sent off. */
function Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: challenge } = useSuspenseQuery(challengeQueryOptions(Route.useParams().challenge));
  const owner = useOwnerOnly(challenge);
  if (!owner) return null;
  const detail = { to: '/challenges/$challenge', params: { challenge: challenge.slug } } as const;
  return (
    <div className="nv-stack" data-gap="lg">
      <p className="nv-hint nv-flush">
        <Link {...detail}>{t('challengeEnd.back')}</Link>
      </p>
      <h1 className="nv-flush">{challenge.question_title}</h1>
      {/* A closed challenge has no end page: on to its results. */}
      <EndChallenge
        challenge={challenge}
        onEnded={() => void navigate({ ...detail, replace: true })}
      />
    </div>
  );
}

// The challenge itself is loaded by the layout route (`challenges.$challenge.tsx`).
export const Route = createFileRoute('/challenges/$challenge/end')({
  staticData: { name: 'challenges.end', layout: 'boxed', auth: true },
  component: Page,
});
