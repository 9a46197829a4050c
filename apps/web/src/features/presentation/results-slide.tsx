/**
 * The presentation's last slide once the challenge is closed: the Top 3 as the challenge page
 * reveals them (the ideas call, whose authors the server decides), and the counts. A part of its
 * own: an open challenge's presentation loads none of it (the podium's icons included).
 */
import type { Challenge } from '@nervus/contracts';
import { Skeleton, SkeletonGroup, useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ideasQueryOptions } from '../challenge/queries.js';
import { ResultsPodium } from '../challenge/results-podium.js';
import { Counts } from './counts.js';
import '../../i18n/presentation.en.js';

/** After the close: the Top 3 as the challenge page reveals them, once they are revealed. */
export function ResultsSlide({ c }: { c: Challenge }) {
  const { t } = useTranslation();
  const { data: ideas } = useQuery(ideasQueryOptions(c.id));
  let results: ReactNode;
  if (!ideas)
    results = (
      <SkeletonGroup label={t('presentation.loading')}>
        <Skeleton lines={3} />
      </SkeletonGroup>
    );
  else if (!ideas.meta.revealed)
    results = <p className="presentation-text nv-flush">{t('presentation.waiting')}</p>;
  else if (!ideas.data.some((idea) => idea.rank !== null && idea.rank <= 3))
    results = <p className="presentation-text nv-flush">{t('presentation.noWinners')}</p>;
  else results = <ResultsPodium ideas={ideas.data} />;
  return (
    <>
      <h2 className="presentation-heading">{t('presentation.results')}</h2>
      {results}
      <Counts c={c} />
    </>
  );
}
