/**
 * The mentoring sub-pages of the catalyst's open challenge detail: the catalyst's mentoring on
 * each idea, and the form to mentor one.
 */
import type { Idea } from '@nervus/contracts';
import { useTranslation } from '@nervus/ui-kit';
import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { MentorIdea } from '../challenge/mentor-idea.js';
import { ideaFeedbacksQueryOptions } from '../challenge/queries.js';
import { MentorLink, useCatalystIdeas } from './catalyst-detail.js';
import type { CatalystMode } from './catalyst-mode.js';
import '../../i18n/top3.en.js';
import '../../i18n/dashboards.en.js';
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
      <section aria-labelledby="mentoring-title">
        <h2 id="mentoring-title">{t('dashboards.detail.mentoringTitle')}</h2>
        <p className="nv-hint">{t('dashboards.detail.mentoringLead')}</p>
        {list.length === 0 ? <p>{t('top3.none')}</p> : null}
        <ul className="app-grid" aria-label={t('dashboards.detail.mentoringTitle')}>
          {list.map((idea, index) => {
            const given = feedbacks[index]?.data ?? [];
            return (
              <li key={idea.id} className="app-card">
                <h3 style={{ marginTop: 0 }}>{idea.title}</h3>
                {given.length > 0 ? (
                  given.map((f) => (
                    <div key={f.id}>
                      <p>
                        <strong>{t('mentoring.like')}:</strong> {f.what_i_like}
                      </p>
                      <p>
                        <strong>{t('mentoring.improve')}:</strong> {f.what_could_be_improved}
                      </p>
                      <p className="nv-hint">
                        {f.rating !== null
                          ? t('dashboards.detail.ratedBy', {
                              label: t(`mentoring.scale.${f.rating}` as 'mentoring.scale.0'),
                            })
                          : t('dashboards.detail.notRatedYet')}
                      </p>
                    </div>
                  ))
                ) : (
                  <>
                    <p className="nv-hint">{t('dashboards.detail.notMentored')}</p>
                    <MentorLink mode={mode} slug={challenge.slug} idea={idea} />
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </section>
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
        {t('dashboards.detail.noSuchIdea')}
      </p>
    );
  return <MentorOneIdea idea={idea} />;
}

function MentorOneIdea({ idea }: { idea: Idea }) {
  const { t } = useTranslation();
  const given = useSuspenseQuery(ideaFeedbacksQueryOptions(idea.id)).data[0];
  return (
    <section aria-labelledby="mentor-title" className="app-card">
      <h2 id="mentor-title">{t('dashboards.detail.mentorTitle', { title: idea.title })}</h2>
      <p>{idea.description}</p>
      {idea.purpose ? (
        <p>
          <strong>{t('dashboards.purpose')}</strong> {idea.purpose}
        </p>
      ) : null}
      {given ? (
        <>
          <h3>{t('dashboards.detail.yourMentoring')}</h3>
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
    </section>
  );
}
