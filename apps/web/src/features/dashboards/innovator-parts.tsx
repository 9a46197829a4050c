/**
 * What the innovator's challenge pages share: the address's challenge and ideas, and the page's
 * header in the innovator's accent.
 */
import type { Challenge } from '@nervus/contracts';
import { useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { challengeQueryOptions, ideasQueryOptions } from '../challenge/queries.js';
import { DashHeader, type DashStat, LinkButton } from './dash-ui.js';
import '../../i18n/dashboard-results.en.js';

export type Params = { platformSlug: string; challenge: string; idea?: string };
export const useDashParams = () => useParams({ strict: false }) as Params;

/** The challenge of the address and every idea in it; the route's loader has asked for both. */
export function useChallengeIdeas() {
  const { challenge: key } = useDashParams();
  const challenge = useSuspenseQuery(challengeQueryOptions(key)).data;
  const ideas = useSuspenseQuery(ideasQueryOptions(challenge.id)).data.data;
  return { challenge, mine: ideas.filter((i) => i.mine), ideas };
}

export function ChallengeHeader({
  challenge,
  kicker,
  stats,
}: {
  challenge: Challenge;
  kicker: string;
  stats: readonly DashStat[];
}) {
  const { t } = useTranslation();
  return (
    <DashHeader
      playerRole="innovator"
      kicker={`${kicker} · @${challenge.catalyst.handle}`}
      title={challenge.question_title}
      actions={
        <LinkButton
          variant="secondary"
          to="/challenges/$challenge"
          params={{ challenge: challenge.slug }}
        >
          {t('dashboardResults.publicPage')}
        </LinkButton>
      }
      stats={stats}
    />
  );
}

/** A link back to the challenge's page on the dashboard, above one idea's page. */
export function BackLink({ to }: { to: 'open' | 'resolve' }) {
  const { t } = useTranslation();
  const { platformSlug, challenge } = useDashParams();
  return (
    <p className="nv-flush">
      <LinkButton
        variant="ghost"
        size="sm"
        to={
          to === 'open'
            ? '/$platformSlug/my-dashboard/innovator/challenges/open/detail/$challenge'
            : '/$platformSlug/my-dashboard/innovator/challenges/resolve/$challenge'
        }
        params={{ platformSlug, challenge }}
      >
        ← {t('dashboardResults.innovator.backToChallenge')}
      </LinkButton>
    </p>
  );
}
