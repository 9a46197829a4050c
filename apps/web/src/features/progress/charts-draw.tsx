/**
 * The drawing part of the progress charts: uPlot on a canvas, loaded on its own (charts.tsx
 * imports it lazily), so only the pages that chart pay for the library. Colours are the
 * ui-kit's tokens read from the page when drawing, and drawn again when the theme or the
 * platform's accent changes; the size follows the box the stylesheet gives the chart.
 * Decorative for assistive technology: charts.tsx gives every chart its text alternative.
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
  const labels = data.xLabels ?? [];
  return {
    width: Math.max(box.clientWidth, 1),
    height: Math.max(box.clientHeight, 1),
    legend: { show: false },
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
            splits: () => labels.map((_, i) => i),
            values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
          }
        : axis,
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
  // Pages build their data on every render: draw again only when what it says changes.
  const drawn = JSON.stringify(data);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const shown = JSON.parse(drawn) as ChartData;
    // A theme change draws again with the new colours.
    element.dataset.theme = String(theme);
    const plot = new uPlot(
      options(shown, element),
      [shown.x as number[], ...shown.series.map((s) => s.values as (number | null)[])],
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({
        width: Math.max(element.clientWidth, 1),
        height: Math.max(element.clientHeight, 1),
      }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [drawn, theme]);
  return <div ref={box} className="progress-chart-canvas" aria-hidden="true" data-drawn="true" />;
}
