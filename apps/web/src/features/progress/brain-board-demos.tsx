/**
 * The help page's demos of the brain-level board: the level demo runs a brain through levels
 * 1 to 100 (a level every 50 ms) and the neurons-earned demo lets neurons arrive (every 100 ms)
 * while the level climbs with them. Each waits for its Start (nothing moves by itself, so a
 * player who asks for less motion sees none until they choose it) and stops at the top or on
 * Stop. The ticks run through an injectable clock, so tests drive them.
 */
import {
  brainLevel,
  FINAL_LEVEL_SCORE,
  formatScore,
  levelRange,
  MAX_LEVEL,
} from '@nervus/game-rules';
import { Button, useTranslation } from '@nervus/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { BrainLevelBoard } from './brain-board.js';
import '../../i18n/brain-board.en.js';
import './brain-board.css';

/** The spec's ticks. */
export const LEVEL_DEMO_TICK_MS = 50;
export const NEURONS_DEMO_TICK_MS = 100;

/** What the demos' ticks run on (the window's timers unless a test gives its own). */
export interface DemoClock {
  setInterval(tick: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

export const windowClock: DemoClock = {
  setInterval: (tick, ms) => setInterval(tick, ms),
  clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
};

/** The next level of the level demo (it stops at 100). */
export const nextDemoLevel = (level: number): number => Math.min(MAX_LEVEL, level + 1);

/**
 * The neurons after one tick of the neurons-earned demo: a few at first, then 4% more a tick, so
 * the early levels show one by one and level 100 (1,460,349 neurons) comes within half a minute.
 *
 * @example nextDemoScore(0) // 5
 */
export function nextDemoScore(score: number): number {
  return Math.min(FINAL_LEVEL_SCORE, score + Math.max(5, Math.ceil(score * 0.04)));
}

/** Calls `tick` every `ms` while `running`; the latest `tick` each time. */
function useTicker(running: boolean, ms: number, tick: () => void, clock: DemoClock): void {
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => {
    if (!running) return;
    const id = clock.setInterval(() => latest.current(), ms);
    return () => clock.clearInterval(id);
  }, [running, ms, clock]);
}

function DemoControls({
  running,
  done,
  onStart,
  onStop,
  onReset,
}: {
  running: boolean;
  done: boolean;
  onStart: () => void;
  onStop: () => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="brain-demo-controls">
      {running ? (
        <Button variant="secondary" onClick={onStop}>
          {t('brainDemo.stop')}
        </Button>
      ) : (
        <Button onClick={onStart} disabled={done}>
          {t('brainDemo.start')}
        </Button>
      )}
      <Button variant="ghost" onClick={onReset}>
        {t('brainDemo.reset')}
      </Button>
    </div>
  );
}

export interface DemoProps {
  readonly clock?: DemoClock;
}

export function LevelDemo({ clock = windowClock }: DemoProps) {
  const { t } = useTranslation();
  const id = useId();
  const [level, setLevel] = useState(1);
  const [running, setRunning] = useState(false);
  // Updates from the previous state: ticks may come faster than renders.
  useTicker(running, LEVEL_DEMO_TICK_MS, () => setLevel(nextDemoLevel), clock);
  useEffect(() => {
    if (level === MAX_LEVEL) setRunning(false);
  }, [level]);
  return (
    <section aria-labelledby={id} className="brain-demo nv-stack" data-gap="md">
      <h2 id={id} className="nv-flush">
        {t('brainDemo.levelTitle')}
      </h2>
      <p className="nv-flush">{t('brainDemo.levelLead')}</p>
      <DemoControls
        running={running}
        done={level === MAX_LEVEL}
        onStart={() => setRunning(true)}
        onStop={() => setRunning(false)}
        onReset={() => {
          setRunning(false);
          setLevel(1);
        }}
      />
      <BrainLevelBoard
        ladder="overall"
        headingLevel={3}
        title={t('brainDemo.levelBoard')}
        announce={!running}
        score={levelRange(level).start}
        level={level}
        selected={level}
        onSelect={(chosen) => {
          setRunning(false);
          setLevel(chosen);
        }}
      />
    </section>
  );
}

export function NeuronsDemo({ clock = windowClock }: DemoProps) {
  const { t } = useTranslation();
  const id = useId();
  const [score, setScore] = useState(0);
  const [running, setRunning] = useState(false);
  // A section the reader chose; the brain's own level otherwise (and again once it runs).
  const [picked, setPicked] = useState<number | null>(null);
  const level = brainLevel(score);
  const whole = Math.max(1, Math.floor(level));
  useTicker(running, NEURONS_DEMO_TICK_MS, () => setScore(nextDemoScore), clock);
  useEffect(() => {
    if (score >= FINAL_LEVEL_SCORE) setRunning(false);
  }, [score]);
  return (
    <section aria-labelledby={id} className="brain-demo nv-stack" data-gap="md">
      <h2 id={id} className="nv-flush">
        {t('brainDemo.neuronsTitle')}
      </h2>
      <p className="nv-flush">{t('brainDemo.neuronsLead')}</p>
      <DemoControls
        running={running}
        done={score >= FINAL_LEVEL_SCORE}
        onStart={() => {
          setPicked(null);
          setRunning(true);
        }}
        onStop={() => setRunning(false)}
        onReset={() => {
          setRunning(false);
          setPicked(null);
          setScore(0);
        }}
      />
      <p className="brain-demo-readout nv-flush" data-testid="neurons-demo-readout">
        {t('brainDemo.neurons', { score: formatScore(score) })} ·{' '}
        {t('brainDemo.level', { level: level.toFixed(1) })}
      </p>
      <BrainLevelBoard
        ladder="overall"
        headingLevel={3}
        title={t('brainDemo.neuronsBoard')}
        announce={!running}
        score={score}
        level={level}
        selected={running ? whole : (picked ?? whole)}
        onSelect={setPicked}
      />
    </section>
  );
}

/** Both demos, for the help page. */
export function BrainDemos({ clock }: DemoProps) {
  return (
    <>
      <LevelDemo {...(clock ? { clock } : {})} />
      <NeuronsDemo {...(clock ? { clock } : {})} />
    </>
  );
}
