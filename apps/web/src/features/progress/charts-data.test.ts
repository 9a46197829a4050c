// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  barsChart,
  daySeconds,
  formatDay,
  formatPeriod,
  formatPeriodAxis,
  formatPoints,
  historyChart,
} from './charts-data.js';

describe('historyChart', () => {
  it('plots each day with neurons at its UTC midnight', () => {
    const chart = historyChart(
      [
        { day: '2026-11-02', score: 5 },
        { day: '2026-11-04', score: 12.5 },
      ],
      'Overall',
      '--nv-color-brand',
    );
    expect(chart).toEqual({
      kind: 'line',
      x: [daySeconds('2026-11-02'), daySeconds('2026-11-04')],
      series: [{ label: 'Overall', color: '--nv-color-brand', values: [5, 12.5] }],
    });
    expect(daySeconds('2026-11-02')).toBe(Date.UTC(2026, 10, 2) / 1000);
  });

  it('starts a one-day history from zero the day before, so it draws a step', () => {
    const chart = historyChart([{ day: '2026-11-02', score: 5 }], 'Mentor', '--nv-role-mentor');
    expect(chart.x).toEqual([daySeconds('2026-11-01'), daySeconds('2026-11-02')]);
    expect(chart.series[0]?.values).toEqual([0, 5]);
  });
});

describe('barsChart', () => {
  it('gives each bar its own series, valued at its own place only', () => {
    const chart = barsChart([
      { label: 'Innovator', value: 4, color: '--nv-role-innovator' },
      { label: 'Mentor', value: 2.5, color: '--nv-role-mentor' },
    ]);
    expect(chart.x).toEqual([0, 1]);
    expect(chart.xLabels).toEqual(['Innovator', 'Mentor']);
    expect(chart.series.map((s) => s.values)).toEqual([
      [4, null],
      [null, 2.5],
    ]);
  });
});

describe('formats', () => {
  it('write neurons to at most 3 decimals and days and months in UTC', () => {
    expect(formatPoints(1234.5678)).toBe('1,234.568');
    expect(formatPoints(3)).toBe('3');
    expect(formatDay('2026-11-02')).toBe('Nov 2, 2026');
    expect(formatPeriod('2026-11-01', 'month')).toBe('Nov 2026');
    expect(formatPeriod('2026-11-23', 'week')).toBe('Nov 23, 2026');
    expect(formatPeriodAxis('2025-12-01', 'month', true)).toBe('Dec 2025');
    expect(formatPeriodAxis('2026-01-01', 'month', false)).toBe('Jan 2026');
    expect(formatPeriodAxis('2026-02-01', 'month', false)).toBe('Feb');
    expect(formatPeriodAxis('2026-11-23', 'week', false)).toBe('Nov 23');
  });
});
