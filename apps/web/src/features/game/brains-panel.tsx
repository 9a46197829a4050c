/**
 * A player's brains on their dashboard: the Nerve Score with its brain level, rank and progress
 * to the next level, every role's score, level and rank, and the latest neurons earned.
 */
import { levelProgress } from '@nervus/game-rules';
import { RankBadge, useTranslation } from '@nervus/ui-kit';
import { useSuspenseQueries } from '@tanstack/react-query';
import { Suspense } from 'react';
import { myBrainsQueryOptions, myNeuronsQueryOptions } from './queries.js';
import '../../i18n/game.en.js';

/**
 * Its own boundary: the dashboard around it (links, greeting) shows while the brains load, and
 * a dashboard loader that ensures these options makes it appear with the page.
 */
export function BrainsPanel() {
  return (
    <Suspense fallback={null}>
      <Brains />
    </Suspense>
  );
}

function Brains() {
  const { t } = useTranslation();
  // Both at once: two suspending reads in a row would wait for each other.
  const [{ data: brains }, { data: neurons }] = useSuspenseQueries({
    queries: [myBrainsQueryOptions(), myNeuronsQueryOptions()],
  });
  const overall = brains.find((b) => b.role === 'overall');
  const roles = brains.filter((b) => b.role !== 'overall' && b.score !== 0);
  if (!overall) return null;
  const progress = levelProgress(overall.brain_level);
  return (
    <section aria-labelledby="brains-title" className="app-stack">
      <h2 id="brains-title">{t('brains.title')}</h2>
      <p>
        {t('brains.nerveScore', { score: overall.score })} ·{' '}
        {t('brains.level', { level: overall.brain_level.toFixed(1) })} ·{' '}
        <RankBadge color={overall.rank_color}>{overall.rank_label}</RankBadge>
      </p>
      <progress
        max={100}
        value={progress.percent}
        aria-label={t('brains.progress', { level: progress.level })}
      />
      {roles.length > 0 ? (
        <table>
          <caption>{t('brains.roles')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('brains.role')}</th>
              <th scope="col">{t('brains.score')}</th>
              <th scope="col">{t('brains.brainLevel')}</th>
              <th scope="col">{t('brains.rank')}</th>
            </tr>
          </thead>
          <tbody>
            {roles.map((b) => (
              <tr key={b.role}>
                <th scope="row">{t(`brains.roleName.${b.role}`)}</th>
                <td>{b.score}</td>
                <td>{b.brain_level.toFixed(1)}</td>
                <td>{b.rank_label}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <h3>{t('brains.latest')}</h3>
      {neurons.data.length === 0 ? <p>{t('brains.none')}</p> : null}
      <ul aria-label={t('brains.latest')}>
        {neurons.data.map((n) => (
          <li key={n.id}>
            {t(n.points >= 0 ? 'brains.earned' : 'brains.lost', {
              count: Math.abs(n.points),
              role: t(`brains.roleName.${n.role}`),
            })}{' '}
            <span className="nv-hint">({n.reason})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
