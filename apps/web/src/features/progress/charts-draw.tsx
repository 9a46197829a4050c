/**
 * The drawing part of the progress charts: uPlot on a canvas, loaded on its own
 * (charts-figure.tsx imports it lazily), so only the pages that chart pay for the library.
 * Colours are the ui-kit's tokens read from the page when drawing, and drawn again when the
 * theme or the platform's accent changes; the size follows the box the stylesheet gives the
 * chart (a new width lays it out again, its bars' names aslant when they would collide).
 * Decorative for assistive technology: charts-figure.tsx gives every chart its text alternative.
 */
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartData } from './charts-data.js';

/** Draws again when the theme (the root's data-theme or the system's scheme) or accent changes. */
function useThemeVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((v) => v + 1);
    const observer = new MutationObserver(bump);
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme', 'style', 'class'],
    });
    const scheme = window.matchMedia('(prefers-color-scheme: dark)');
    scheme.addEventListener('change', bump);
    return () => {
      observer.disconnect();
      scheme.removeEventListener('change', bump);
    };
  }, []);
  return version;
}

/** The bars' and the stepped line's path builders (the full build of uPlot has both). */
function paths() {
  const { bars, stepped } = uPlot.paths;
  if (!bars || !stepped) throw new Error('this uPlot build has no bars or stepped paths');
  return { bars: bars({ size: [0.6, 64], align: 0 }), stepped: stepped({ align: 1 }) };
}

/** A box's width, kept as it changes: the chart is laid out again for a new width. */
function useWidth(box: { readonly current: HTMLElement | null }): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const resize = new ResizeObserver(() => setWidth(Math.round(element.clientWidth)));
    resize.observe(element);
    return () => resize.disconnect();
  }, [box]);
  return width;
}

/** Whether the bars' names, side by side, would run into each other at this width. */
function crowded(labels: readonly string[], width: number, fontPx: number): boolean {
  const longest = Math.max(0, ...labels.map((l) => l.length)) * fontPx * 0.6;
  return longest + fontPx > (width - 64) / Math.max(labels.length, 1);
}

const DAY_S = 86_400;
/** The time axis steps in whole days (the history is per UTC day), a week, a month, a year. */
const DAY_STEPS = [1, 2, 7, 14, 30, 61, 91, 182, 365, 730].map((days) => days * DAY_S);

/** A UTC day under the time axis (`Nov 23`; with its year when it is not this one). */
function dayLabel(seconds: number, language: string): string {
  const at = new Date(seconds * 1000);
  const thisYear = at.getUTCFullYear() === new Date().getUTCFullYear();
  return new Intl.DateTimeFormat(language, {
    month: 'short',
    day: 'numeric',
    ...(thisYear ? {} : { year: '2-digit' }),
    timeZone: 'UTC',
  }).format(at);
}

function options(data: ChartData, box: HTMLElement): uPlot.Options {
  const builders = paths();
  const css = getComputedStyle(box);
  const token = (name: string) => css.getPropertyValue(name).trim();
  const muted = token('--nv-color-muted');
  const grid = token('--nv-color-border');
  const font = `${css.fontSize} ${token('--nv-font-sans') || 'sans-serif'}`;
  const axis: uPlot.Axis = {
    stroke: muted,
    font,
    grid: { stroke: grid, width: 1 },
    ticks: { stroke: grid, width: 1 },
  };
  const bars = data.kind === 'bars';
  const language = document.documentElement.lang || 'en';
  const labels = data.xLabels ?? [];
  const fontPx = Number.parseFloat(css.fontSize) || 16;
  // Names that would collide are drawn aslant, with room below for the longest.
  const aslant = bars && crowded(labels, box.clientWidth, fontPx);
  const longest = Math.max(0, ...labels.map((l) => l.length)) * fontPx * 0.6;
  return {
    width: Math.max(box.clientWidth, 1),
    height: Math.max(box.clientHeight, 1),
    legend: { show: false },
    // Days are UTC midnights: the axis counts them in UTC, wherever the reader is.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    cursor: { show: !bars, points: { show: !bars } },
    scales: {
      x: bars ? { time: false, range: [-0.5, Math.max(labels.length - 0.5, 0.5)] } : { time: true },
      y: { range: (_u, min, max) => [Math.min(0, min), max > 0 ? max * 1.1 : 1] },
    },
    axes: [
      bars
        ? {
            ...axis,
            grid: { show: false },
            rotate: aslant ? 50 : 0,
            size: aslant ? Math.ceil(longest * 0.8 + fontPx) : 40,
            splits: () => labels.map((_, i) => i),
            values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
          }
        : {
            ...axis,
            space: 64,
            incrs: DAY_STEPS,
            values: (_u, splits) => splits.map((s) => dayLabel(s, language)),
          },
      { ...axis, size: 56 },
    ],
    series: [
      {},
      ...data.series.map(
        (s): uPlot.Series => ({
          label: s.label,
          stroke: token(s.color),
          width: 2,
          ...(bars
            ? {
                fill: token(s.color),
                paths: builders.bars,
                points: { show: false },
              }
            : { paths: builders.stepped, points: { show: true, size: 6 } }),
        }),
      ),
    ],
  };
}

/** One chart, filling its box; hidden from assistive technology (its table says it). */
export default function ChartCanvas({ data }: { readonly data: ChartData }) {
  const box = useRef<HTMLDivElement>(null);
  const theme = useThemeVersion();
  const width = useWidth(box);
  // Pages build their data on every render: draw again only when what it says changes.
  const drawn = JSON.stringify(data);
  useEffect(() => {
    const element = box.current;
    if (!element || width === 0) return;
    const shown = JSON.parse(drawn) as ChartData;
    // A new theme or width lays the chart out again: new colours, names aslant or not.
    element.dataset.drawnTheme = String(theme);
    const plot = new uPlot(
      options(shown, element),
      [shown.x as number[], ...shown.series.map((s) => s.values as (number | null)[])],
      element,
    );
    return () => plot.destroy();
  }, [drawn, theme, width]);
  return <div ref={box} className="progress-chart-canvas" aria-hidden="true" data-drawn="true" />;
}
