/**
 * A role's dashboard list: the player's challenges as innovator, catalyst, rater or mentor,
 * open or closed, each with their part in it. The boards are leaf routes: a board that gets
 * pages below it becomes a layout with the board as its index route.
 */

import { ChallengeCard, EmptyState, useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { titleKey } from '../../lib/route-meta.js';
import { useRouteMeta } from '../../lib/route-meta-hooks.js';
import { type BoardRole, type BoardState, roleBoardQueryOptions } from './queries.js';
import '../../i18n/challenge-card.en.js';
import '../../i18n/game.en.js';

/** The page of a board's route, whose loader ensures `roleBoardQueryOptions(…, role, state)`. */
export function roleBoard(role: BoardRole, state: BoardState) {
  return function RoleBoardPage() {
    return <RoleBoard role={role} state={state} />;
  };
}

export function RoleBoard({ role, state }: { role: BoardRole; state: BoardState }) {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const { platformSlug } = useParams({ strict: false }) as { platformSlug: string };
  const list = useSuspenseQuery(roleBoardQueryOptions(platformSlug, role, state));
  return (
    <section aria-labelledby="page-title" className="nv-stack" data-gap="lg">
      <h1 id="page-title" className="nv-flush">
        {t(titleKey(meta.name))}
      </h1>
      {list.data.data.length === 0 ? (
        <EmptyState level={2} title={t(`boards.empty.${role}`)} />
      ) : null}
      <ul className="nv-grid" aria-label={t(titleKey(meta.name))}>
        {list.data.data.map((item) => (
          <li key={item.id}>
            <ChallengeCard
              title={
                <Link to="/challenges/$challenge" params={{ challenge: item.slug }}>
                  {item.question_title}
                </Link>
              }
              open={!item.is_closed && !item.settled}
              status={
                item.settled
                  ? t('boards.settled')
                  : t('challengeCard.endsOn', { date: item.duration_end.slice(0, 10) })
              }
              ideas={item.ideas}
            >
              {[
                role === 'innovator' ? t('boards.myIdeas', { count: item.my_ideas }) : null,
                role === 'rater' ? t('boards.myRatings', { count: item.my_ratings }) : null,
                role === 'mentor' ? t('boards.myMentoring', { count: item.my_mentoring }) : null,
                item.best_rank !== null ? t('boards.bestRank', { rank: item.best_rank }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </ChallengeCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
