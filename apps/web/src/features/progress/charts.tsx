/**
 * The Score Stats page's charts: a player's score over time (`/brain/{id}/historical`, a role
 * at a time) and their neurons by role (`/stats/resources/{id}`), each a `ChartFigure`
 * (charts-figure.tsx: caption, summary, the lazily drawn chart and its numbers as a table).
 */
import type { LadderRole } from '@nervus/game-rules';
import { EmptyState, Select, useTranslation } from '@nervus/ui-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EARNING_ROLES, formatDay, formatPoints, historyChart, ROLE_COLOR } from './charts-data.js';
import { ChartFigure, NeuronsByRoleChart } from './charts-figure.js';
import { brainHistoryQueryOptions, playerResourcesQueryOptions } from './stats-queries.js';
import '../../i18n/game.en.js';
import '../../i18n/progress-stats.en.js';

/** A player's score over time, for the role they choose (overall first). */
export function ScoreOverTimeChart({ userId }: { readonly userId: string }) {
  const { t, i18n } = useTranslation();
  const [role, setRole] = useState<LadderRole>('overall');
  const history = useQuery({
    ...brainHistoryQueryOptions(userId, role),
    placeholderData: keepPreviousData,
  });
  const roleName = t(`brains.roleName.${role}`);
  const points = history.data ?? [];
  const data = history.data ? historyChart(history.data, roleName, ROLE_COLOR[role]) : undefined;
  const first = points[0];
  const last = points.at(-1);
  const controls = (
    <div className="progress-chart-controls">
      <Select
        label={t('progressStats.history.role')}
        name="history-role"
        value={role}
        placeholder={t('brains.roleName.overall')}
        onChange={(value) => setRole((value as LadderRole | null) ?? 'overall')}
        options={EARNING_ROLES.map((r) => ({ value: r, label: t(`brains.roleName.${r}`) }))}
      />
    </div>
  );
  if (history.isError) return <EmptyState title={t('progressStats.failed')} />;
  return (
    <ChartFigure
      title={t('progressStats.history.title')}
      controls={controls}
      empty={history.data && points.length === 0 ? t('progressStats.history.empty') : undefined}
      data={data}
      summary={
        first && last
          ? t(
              points.length === 1
                ? 'progressStats.history.summaryOne'
                : 'progressStats.history.summary',
              {
                role: roleName,
                from: formatPoints(first.score, i18n.language),
                start: formatDay(first.day, i18n.language),
                to: formatPoints(last.score, i18n.language),
                end: formatDay(last.day, i18n.language),
              },
            )
          : t('progressStats.loadingChart')
      }
      table={
        <table className="progress-chart-table">
          <thead>
            <tr>
              <th scope="col">{t('progressStats.history.day')}</th>
              <th scope="col">{t('progressStats.history.score')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.day}>
                <td>{formatDay(p.day, i18n.language)}</td>
                <td>{formatPoints(p.score, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

/**
 * The Score Stats page's charts for a player: score over time with a role choice, and neurons
 * by role. Numbers load on their own (the page does not wait for them); the library loads once
 * the first chart needs it.
 *
 * @example <ScoreStatsCharts userId={me.user.id} />
 */
export function ScoreStatsCharts({ userId }: { readonly userId: string }) {
  const { t } = useTranslation();
  const resources = useQuery(playerResourcesQueryOptions(userId));
  return (
    <div className="progress-charts">
      <ScoreOverTimeChart userId={userId} />
      {resources.isError ? (
        <EmptyState title={t('progressStats.failed')} />
      ) : (
        <NeuronsByRoleChart neurons={resources.data?.neurons} />
      )}
      <p className="progress-chart-note">{t('progressStats.history.note')}</p>
    </div>
  );
}
