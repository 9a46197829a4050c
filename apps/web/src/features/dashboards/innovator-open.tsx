/**
 * The innovator's open challenge on the dashboard: my ideas in it, each with its content hash
 * and the mentoring it received (which loads apart, after the ideas are on screen).
 */
import type { Idea } from '@nervus/contracts';
import { Card, EmptyState, useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part.js';
import { ideaQueryOptions } from '../challenge/queries.js';
import { DashCard, DashSection } from './dash-parts.js';
import { DashHeader, DashIcon, LinkButton } from './dash-ui.js';
import { day } from './dates.js';
import { BackLink, ChallengeHeader, useChallengeIdeas, useDashParams } from './innovator-parts.js';
import '../../i18n/dashboard-results.en.js';

// Its rating form and writes are the mentoring's: most ideas have none yet to show.
const MentoringReceived = lazyPart(() =>
  import('../challenge/mentoring.js').then((m) => m.MentoringReceived),
);

/** An idea of mine while its challenge runs: hidden from others, fixed by its hash. */
function OpenIdeaCard({ idea, link }: { idea: Idea; link: boolean }) {
  const { t } = useTranslation();
  const { platformSlug, challenge } = useDashParams();
  return (
    <DashCard>
      {link ? (
        <h3>
          <Link
            to="/$platformSlug/my-dashboard/innovator/challenges/open/detail/$challenge/$idea"
            params={{ platformSlug, challenge, idea: idea.id }}
          >
            {idea.title}
          </Link>
        </h3>
      ) : null}
      <p className="dash-meta">{t('dashboardResults.enteredOn', { date: day(idea.created_at) })}</p>
      <p className="nv-prewrap">{idea.description}</p>
      {idea.purpose ? (
        <p>
          <strong>{t('dashboardResults.purpose')}</strong> {idea.purpose}
        </p>
      ) : null}
      {idea.content_hash ? (
        <div className="dash-card-foot nv-stack" data-gap="sm">
          <p className="dash-meta">
            {t('dashboardResults.hash.label')}{' '}
            <code className="dash-hash">{idea.content_hash}</code>
          </p>
          <p className="dash-meta">{t('dashboardResults.innovator.hashLead')}</p>
        </div>
      ) : null}
      <Suspense fallback={null}>
        <MentoringReceived idea={idea} level={link ? 4 : 3} />
      </Suspense>
    </DashCard>
  );
}

export function InnovatorOpenDetail() {
  const { t } = useTranslation();
  const { challenge, mine } = useChallengeIdeas();
  return (
    <article aria-labelledby="page-title" className="dash-page">
      <ChallengeHeader
        challenge={challenge}
        kicker={t('dashboardResults.innovator.openKicker')}
        stats={[
          {
            label: t('dashboardResults.stat.ends'),
            value: day(challenge.duration_end),
            icon: 'clock',
          },
          { label: t('dashboardResults.stat.myIdeas'), value: mine.length, icon: 'ideas' },
        ]}
      />
      <DashSection id="my-ideas" title={t('dashboardResults.yourIdeas')} icon="ideas" card={false}>
        {mine.length === 0 ? (
          <Card>
            <EmptyState
              icon={<DashIcon name="ideas" />}
              title={t('dashboardResults.innovator.noIdeasYetTitle')}
              level={3}
              action={
                <LinkButton to="/challenges/$challenge" params={{ challenge: challenge.slug }}>
                  {t('dashboardResults.innovator.enterIdea')}
                </LinkButton>
              }
            >
              {t('dashboardResults.innovator.noIdeasYet')}
            </EmptyState>
          </Card>
        ) : (
          <ul className="nv-grid" data-columns="1" aria-label={t('dashboardResults.yourIdeas')}>
            {mine.map((idea) => (
              <OpenIdeaCard key={idea.id} idea={idea} link />
            ))}
          </ul>
        )}
      </DashSection>
    </article>
  );
}

export function InnovatorOpenIdea() {
  const { t } = useTranslation();
  const { idea: ideaId = '' } = useDashParams();
  const idea = useSuspenseQuery(ideaQueryOptions(ideaId)).data;
  return (
    <article aria-labelledby="page-title" className="dash-page">
      <BackLink to="open" />
      <DashHeader
        playerRole="innovator"
        kicker={t('dashboardResults.innovator.openKicker')}
        title={idea.title}
      />
      <ul className="nv-list-plain" aria-label={t('dashboardResults.yourIdeas')}>
        <OpenIdeaCard idea={idea} link={false} />
      </ul>
    </article>
  );
}
