/**
 * The ideas of the catalyst's open challenge, without their authors, each with a way to mentor
 * it; and the loader the ideas and mentoring pages share.
 */
import type { Idea } from '@nervus/contracts';
import { Card, EmptyState, useTranslation } from '@nervus/ui-kit';
import { type QueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  catalystIdeasQueryOptions,
  challengeQueryOptions,
  ideaFeedbacksQueryOptions,
} from '../challenge/queries.js';
import { useDetailChallenge, useDetailParams } from './catalyst-detail.js';
import type { CatalystMode } from './catalyst-mode.js';
import { DashCard, DashSection } from './dash-parts.js';
import { DashIcon, LinkButton } from './dash-ui.js';
import { day } from './dates.js';
import '../../i18n/dashboard-detail.en.js';

/**
 * Loads what the catalyst's ideas and mentoring pages show: the challenge (the detail's guard has
 * fetched it), its anonymous ideas and, with `feedbacks`, the catalyst's mentoring on each.
 */
export async function loadCatalystIdeas(
  client: QueryClient,
  key: string,
  feedbacks?: 'all' | { idea: string },
): Promise<void> {
  const challenge = await client.ensureQueryData(challengeQueryOptions(key));
  const ideas = await client.ensureQueryData(catalystIdeasQueryOptions(challenge.id));
  // One idea's mentoring only when it is one of the challenge's: the page says "no such idea".
  const wanted = feedbacks === 'all' ? ideas : ideas.filter((idea) => idea.id === feedbacks?.idea);
  await Promise.all(
    wanted.map((idea) => client.ensureQueryData(ideaFeedbacksQueryOptions(idea.id))),
  );
}

/** The open challenge of the address and its anonymous ideas (the route's loader has both). */
export function useCatalystIdeas() {
  const challenge = useDetailChallenge();
  const ideas = useSuspenseQuery(catalystIdeasQueryOptions(challenge.id)).data;
  return { challenge, ideas };
}

export function MentorLink({ mode, slug, idea }: { mode: CatalystMode; slug: string; idea: Idea }) {
  const { t } = useTranslation();
  const { platformSlug } = useDetailParams();
  return (
    <LinkButton
      variant="secondary"
      size="sm"
      to={`/$platformSlug/my-dashboard/catalyst/open/${mode}/detail/$challenge/mentoring/$idea`}
      params={{ platformSlug, challenge: slug, idea: idea.id }}
    >
      {t('dashboardDetail.mentorIdea', { title: idea.title })}
    </LinkButton>
  );
}

/** No ideas yet: said once, with what comes next. */
export function NoIdeas() {
  const { t } = useTranslation();
  return (
    <Card>
      <EmptyState
        icon={<DashIcon name="ideas" />}
        title={t('dashboardDetail.noIdeasTitle')}
        level={3}
      >
        {t('dashboardDetail.noIdeas')}
      </EmptyState>
    </Card>
  );
}

/** The challenge's ideas as the catalyst sees them while it runs: without their authors. */
export function catalystIdeas(mode: CatalystMode) {
  return function CatalystIdeas() {
    const { t } = useTranslation();
    const { challenge, ideas } = useCatalystIdeas();
    return (
      <DashSection
        id="ideas-title"
        title={t('dashboardDetail.ideasTitle')}
        icon="ideas"
        lead={t('dashboardDetail.ideasLead')}
        card={false}
      >
        {ideas.length === 0 ? (
          <NoIdeas />
        ) : (
          <ul className="nv-grid" aria-label={t('dashboardDetail.ideasTitle')}>
            {ideas.map((idea) => (
              <DashCard key={idea.id}>
                <h3>{idea.title}</h3>
                <p className="nv-prewrap">{idea.description}</p>
                {idea.purpose ? (
                  <p>
                    <strong>{t('dashboardDetail.purpose')}</strong> {idea.purpose}
                  </p>
                ) : null}
                {/* A hidden idea's entry time is not shown (decision 10): only the catalyst's own. */}
                {idea.mine ? (
                  <p className="dash-meta">
                    {t('dashboardDetail.enteredOn', { date: day(idea.created_at) })}
                  </p>
                ) : null}
                <p className="dash-card-foot">
                  <MentorLink mode={mode} slug={challenge.slug} idea={idea} />
                </p>
              </DashCard>
            ))}
          </ul>
        )}
      </DashSection>
    );
  };
}
