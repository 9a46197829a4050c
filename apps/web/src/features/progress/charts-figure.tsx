/**
 * A chart as the progress pages show it: a figure with its caption, a one-line summary, the
 * drawing (uPlot, loaded lazily from charts-draw.tsx: skeletons while it and the numbers load)
 * and its numbers as a table, the text alternative of the drawing, which assistive technology
 * skips. With the bar charts that need no control (neurons by role, per month), so a page that
 * shows only those carries no form field.
 */
import type { LadderRole } from '@nervus/game-rules';
import { EmptyState, Skeleton, SkeletonGroup, useTranslation } from '@nervus/ui-kit';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import {
  barsChart,
  type ChartData,
  EARNING_ROLES,
  formatPeriod,
  formatPeriodAxis,
  formatPoints,
  ROLE_COLOR,
} from './charts-data.js';
import '../../i18n/game.en.js';
import '../../i18n/progress-stats.en.js';
import './charts.css';

const ChartCanvas = lazy(() => import('./charts-draw.js'));

/** Where a chart goes while the library or its numbers load. */
function ChartLoading() {
  const { t } = useTranslation();
  return (
    <SkeletonGroup label={t('progressStats.loadingChart')}>
      <div className="progress-chart-canvas">
        <Skeleton shape="block" width="100%" height="100%" />
      </div>
    </SkeletonGroup>
  );
}

export interface ChartFigureProps {
  readonly title: string;
  /** What the chart shows in one sentence (the first thing a screen reader hears of it). */
  readonly summary: ReactNode;
  /** What to draw; undefined while it loads. */
  readonly data: ChartData | undefined;
  /** The numbers as a table: the text alternative of the drawing. */
  readonly table: ReactNode;
  /** Controls above the drawing (a role choice). */
  readonly controls?: ReactNode;
  readonly empty?: string | undefined;
}

/**
 * A chart with its caption, summary and table. The drawing is decorative (`aria-hidden`); the
 * table, behind a disclosure, says the same in text.
 */
export function ChartFigure({ title, summary, data, table, controls, empty }: ChartFigureProps) {
  const { t } = useTranslation();
  const captionId = useId();
  return (
    <figure className="progress-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="progress-chart-title">
        {title}
      </figcaption>
      {controls}
      {empty ? (
        <EmptyState title={empty} />
      ) : (
        <>
          <p className="progress-chart-summary">{summary}</p>
          {data ? (
            <Suspense fallback={<ChartLoading />}>
              <ChartCanvas data={data} />
            </Suspense>
          ) : (
            <ChartLoading />
          )}
          <details className="progress-chart-numbers">
            <summary>{t('progressStats.numbers')}</summary>
            {table}
          </details>
        </>
      )}
    </figure>
  );
}

/** A player's neurons in each role that earns them, as bars in the roles' colours. */
export function NeuronsByRoleChart({
  neurons,
}: {
  readonly neurons: readonly { role: LadderRole; points: number }[] | undefined;
}) {
  const { t, i18n } = useTranslation();
  const rows = EARNING_ROLES.map((role) => ({
    role,
    label: t(`brains.roleName.${role}`),
    points: neurons?.find((n) => n.role === role)?.points ?? 0,
  }));
  const total = rows.reduce((sum, r) => sum + r.points, 0);
  const best = [...rows].sort((a, b) => b.points - a.points)[0];
  const data = neurons
    ? barsChart(rows.map((r) => ({ label: r.label, value: r.points, color: ROLE_COLOR[r.role] })))
    : undefined;
  return (
    <ChartFigure
      title={t('progressStats.byRole.title')}
      empty={neurons && total === 0 ? t('progressStats.byRole.empty') : undefined}
      data={data}
      summary={
        best && total > 0
          ? t('progressStats.byRole.summary', {
              role: best.label,
              points: formatPoints(best.points, i18n.language),
              total: formatPoints(total, i18n.language),
            })
          : t('progressStats.loadingChart')
      }
      table={
        <table className="progress-chart-table">
          <thead>
            <tr>
              <th scope="col">{t('progressStats.byRole.role')}</th>
              <th scope="col">{t('progressStats.byRole.neurons')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.role}>
                <td>{r.label}</td>
                <td>{formatPoints(r.points, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

/** A player's neurons per period (the Impact page's months), as bars. */
export function NeuronsPerPeriodChart({
  periods,
  period,
}: {
  readonly periods: readonly { start: string; total: number }[] | undefined;
  readonly period: 'week' | 'month';
}) {
  const { t, i18n } = useTranslation();
  const rows = (periods ?? []).map((p, i) => ({
    start: p.start,
    label: formatPeriod(p.start, period, i18n.language),
    axisLabel: formatPeriodAxis(p.start, period, i === 0, i18n.language),
    total: p.total,
  }));
  const total = rows.reduce((sum, r) => sum + r.total, 0);
  const best = [...rows].sort((a, b) => b.total - a.total)[0];
  const data = periods
    ? barsChart(
        rows.map((r) => ({
          label: r.label,
          axisLabel: r.axisLabel,
          value: r.total,
          color: '--nv-color-brand',
        })),
      )
    : undefined;
  return (
    <ChartFigure
      title={t('progressStats.periods.title')}
      empty={periods && total === 0 ? t('progressStats.periods.empty') : undefined}
      data={data}
      summary={
        best
          ? t('progressStats.periods.summary', {
              count: rows.length,
              total: formatPoints(total, i18n.language),
              best: formatPoints(best.total, i18n.language),
              bestMonth: best.label,
            })
          : t('progressStats.loadingChart')
      }
      table={
        <table className="progress-chart-table">
          <thead>
            <tr>
              <th scope="col">{t('progressStats.periods.month')}</th>
              <th scope="col">{t('progressStats.periods.neurons')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.start}>
                <td>{r.label}</td>
                <td>{formatPoints(r.total, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
