/** Mentoring one idea of the catalyst's open challenge: final once sent. */
import type { Idea } from '@nervus/contracts';
import { useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { MentorIdea } from '../challenge/mentor-idea.js';
import { ideaFeedbacksQueryOptions } from '../challenge/queries.js';
import { useCatalystIdeas } from './catalyst-ideas.js';
import { DashSection } from './dash-parts.js';
import '../../i18n/dashboard-detail.en.js';
import '../../i18n/mentoring.en.js';

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
