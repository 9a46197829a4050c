/**
 * The mentoring sub-page of the catalyst's open challenge detail: the catalyst's mentoring on each
 * idea (mentoring one idea is `catalyst-mentor-idea.tsx`).
 */
import type { Idea } from '@nervus/contracts';
import { Badge, useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ideaFeedbacksQueryOptions } from '../challenge/queries.js';
import { MentorLink, NoIdeas, useCatalystIdeas } from './catalyst-ideas.js';
import type { CatalystMode } from './catalyst-mode.js';
import { DashCard, DashSection } from './dash-parts.js';
import '../../i18n/dashboard-detail.en.js';
import '../../i18n/mentoring.en.js';

/** One idea and the catalyst's mentoring on it (the route's loader has every idea's). */
function IdeaMentoring({ idea, mode, slug }: { idea: Idea; mode: CatalystMode; slug: string }) {
  const { t } = useTranslation();
  const given = useSuspenseQuery(ideaFeedbacksQueryOptions(idea.id)).data;
  return (
    <DashCard>
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
            <MentorLink mode={mode} slug={slug} idea={idea} />
          </p>
        </>
      )}
    </DashCard>
  );
}

/** The catalyst's own mentoring on each idea (the rest stays private until the close). */
export function catalystMentoring(mode: CatalystMode) {
  return function CatalystMentoring() {
    const { t } = useTranslation();
    const { challenge, ideas: list } = useCatalystIdeas();
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
            {list.map((idea) => (
              <IdeaMentoring key={idea.id} idea={idea} mode={mode} slug={challenge.slug} />
            ))}
          </ul>
        )}
      </DashSection>
    );
  };
}
