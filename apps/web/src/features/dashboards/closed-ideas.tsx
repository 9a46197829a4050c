/** A closed challenge's revealed ideas on the catalyst's dashboard, each checked against its hash. */
import type { Challenge } from '@nervus/contracts';
import { Badge, useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { ideasQueryOptions } from '../challenge/queries.js';
import { ClosedFrame, NotSettled } from './closed-detail.js';
import { DashCard, DashSection } from './dash-parts.js';
import { HashCheck } from './hash-check.js';
import '../../i18n/dashboard-results.en.js';

function RevealedIdeas({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const ideas = useQuery(ideasQueryOptions(challenge.id));
  if (ideas.isPending) return <p>{t('notices.loading')}</p>;
  if (ideas.isError) return <NotSettled error={ideas.error} />;
  if (!ideas.data.meta.revealed)
    return <p className="nv-alert">{t('dashboardResults.closed.pending')}</p>;
  return (
    <DashSection
      id="closed-ideas"
      title={t('dashboardResults.closed.ideasTitle')}
      icon="ideas"
      card={false}
    >
      {ideas.data.data.length === 0 ? <p>{t('dashboardResults.noIdeas')}</p> : null}
      <ul className="nv-grid" aria-label={t('dashboardResults.closed.ideasTitle')}>
        {ideas.data.data.map((idea) => (
          <DashCard key={idea.id}>
            <h3>
              {idea.rank ? `#${idea.rank} · ` : null}
              {idea.title}
            </h3>
            <p className="dash-meta">
              {idea.author ? <Badge>@{idea.author.handle}</Badge> : null}
              <span>
                {t('dashboardResults.ratings', { count: idea.rating_count ?? 0 })}
                {idea.score !== null
                  ? ` · ${t('dashboardResults.score', { score: idea.score })}`
                  : null}
              </span>
            </p>
            <p className="nv-prewrap">{idea.description}</p>
            <HashCheck idea={idea} />
          </DashCard>
        ))}
      </ul>
    </DashSection>
  );
}

export function ClosedIdeasPage() {
  return <ClosedFrame>{(c) => <RevealedIdeas challenge={c} />}</ClosedFrame>;
}
