/**
 * The mentoring sub-pages of the catalyst's open challenge detail: the catalyst's mentoring on
 * each idea, and the form to mentor one.
 */
import type { Idea } from '@nervus/contracts';
import { Badge, useTranslation } from '@nervus/ui-kit';
import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { MentorIdea } from '../challenge/mentor-idea.js';
import { ideaFeedbacksQueryOptions } from '../challenge/queries.js';
import { MentorLink, NoIdeas, useCatalystIdeas } from './catalyst-ideas.js';
import type { CatalystMode } from './catalyst-mode.js';
import { DashCard, DashSection } from './dash-parts.js';
import '../../i18n/dashboard-detail.en.js';
import '../../i18n/mentoring.en.js';

/** The catalyst's own mentoring on each idea (the rest stays private until the close). */
export function catalystMentoring(mode: CatalystMode) {
  return function CatalystMentoring() {
    const { t } = useTranslation();
    const { challenge, ideas: list } = useCatalystIdeas();
    const feedbacks = useSuspenseQueries({
      queries: list.map((idea) => ideaFeedbacksQueryOptions(idea.id)),
    });
    return (
      <DashSection
        id="mentoring-title"
        title={t('dashboardDetail.mentoringTitle')}
        icon="mentoring"
        lead={t('dashboardDetail.mentoringLead')}
        card={false}
      >
        {list.length === 0 ? (
          <NoIdeas />
        ) : (
          <ul className="nv-grid" aria-label={t('dashboardDetail.mentoringTitle')}>
            {list.map((idea, index) => {
              const given = feedbacks[index]?.data ?? [];
              return (
                <DashCard key={idea.id}>
                  <h3>{idea.title}</h3>
                  {given.length > 0 ? (
                    given.map((f) => (
                      <div key={f.id} className="nv-stack" data-gap="sm">
                        <p className="nv-flush">
                          <Badge tone="success">{t('dashboardDetail.mentored')}</Badge>
                        </p>
                        <p className="nv-flush">
                          <strong>{t('mentoring.like')}:</strong> {f.what_i_like}
                        </p>
                        <p className="nv-flush">
                          <strong>{t('mentoring.improve')}:</strong> {f.what_could_be_improved}
                        </p>
                        <p className="dash-meta">
                          {f.rating !== null
                            ? t('dashboardDetail.ratedBy', {
                                label: t(`mentoring.scale.${f.rating}` as 'mentoring.scale.0'),
                              })
                            : t('dashboardDetail.notRatedYet')}
                        </p>
                      </div>
                    ))
                  ) : (
                    <>
                      <p className="dash-meta">{t('dashboardDetail.notMentored')}</p>
                      <p className="dash-card-foot">
                        <MentorLink mode={mode} slug={challenge.slug} idea={idea} />
                      </p>
                    </>
                  )}
                </DashCard>
              );
            })}
          </ul>
        )}
      </DashSection>
    );
  };
}

/** Mentoring one idea of the catalyst's challenge: final once sent. */
export function CatalystMentorIdea() {
  const { t } = useTranslation();
  const { idea: ideaId } = useParams({ strict: false }) as { idea: string };
  const { ideas } = useCatalystIdeas();
  const idea = ideas.find((i) => i.id === ideaId);
  if (!idea)
    return (
      <p role="alert" className="nv-alert" data-tone="danger">
        {t('dashboardDetail.noSuchIdea')}
      </p>
    );
  return <MentorOneIdea idea={idea} />;
}

function MentorOneIdea({ idea }: { idea: Idea }) {
  const { t } = useTranslation();
  const given = useSuspenseQuery(ideaFeedbacksQueryOptions(idea.id)).data[0];
  return (
    <DashSection
      id="mentor-title"
      title={t('dashboardDetail.mentorTitle', { title: idea.title })}
      icon="mentoring"
    >
      <p className="nv-prewrap">{idea.description}</p>
      {idea.purpose ? (
        <p>
          <strong>{t('dashboardDetail.purpose')}</strong> {idea.purpose}
        </p>
      ) : null}
      {given ? (
        <>
          <h3 className="nv-title-sm">{t('dashboardDetail.yourMentoring')}</h3>
          <p>
            <strong>{t('mentoring.like')}:</strong> {given.what_i_like}
          </p>
          <p>
            <strong>{t('mentoring.improve')}:</strong> {given.what_could_be_improved}
          </p>
        </>
      ) : (
        <MentorIdea ideaId={idea.id} />
      )}
    </DashSection>
  );
}
