import { LEVELS_PER_RANK, type LevelRange, levelRange, MAX_LEVEL } from '@nervus/game-rules';
import { useTranslation } from '@nervus/ui-kit';
import '../../i18n/help.en.js';
import { HelpTable } from './help-table.js';
import { grouped } from './numbers.js';

type Translate = ReturnType<typeof useTranslation>['t'];

export interface LevelTableProps {
  /** The levels' spans of cumulative neurons (game-rules' `levelRange`). */
  readonly range?: (level: number) => LevelRange;
  readonly maxLevel?: number;
  /** Every level (true) or the first ten and then every rank's first level. */
  readonly every?: boolean;
}

/** The levels the short table shows: 1–10, then the first level of each further rank, and the last. */
export function shownLevels(maxLevel: number, every: boolean): number[] {
  const all = Array.from({ length: maxLevel + 1 }, (_, level) => level);
  if (every) return all;
  return all.filter(
    (level) => (level >= 1 && level <= LEVELS_PER_RANK) || level % LEVELS_PER_RANK === 0,
  );
}

/** Rows of level, start, next level's start and width, from `levelRange`. */
export function levelRows(
  t: Translate,
  { range = levelRange, maxLevel = MAX_LEVEL, every = false }: LevelTableProps = {},
): string[][] {
  return shownLevels(maxLevel, every).map((level) => {
    const { start, end } = range(level);
    if (level === 0) return [String(level), grouped(start), t('help.levels.none'), '0'];
    if (level === maxLevel) return [String(level), grouped(start), t('help.levels.final'), '—'];
    return [String(level), grouped(start), grouped(end), grouped(end - start)];
  });
}

/** Brain levels and the cumulative neurons each starts and ends at (brain levels page). */
export function LevelTable(props: LevelTableProps) {
  const { t } = useTranslation();
  return (
    <HelpTable
      caption={
        props.every
          ? t('help.levels.all', { max: props.maxLevel ?? MAX_LEVEL })
          : t('help.levels.caption')
      }
      head={[
        t('help.levels.level'),
        t('help.levels.from'),
        t('help.levels.to'),
        t('help.levels.width'),
      ]}
      rows={levelRows(t, props)}
      numeric={[0, 1, 2, 3]}
    />
  );
}

/** The short table, with every level behind a disclosure. */
export function LevelTables(props: Omit<LevelTableProps, 'every'>) {
  const { t } = useTranslation();
  return (
    <>
      <LevelTable {...props} />
      <details className="help-details">
        <summary>{t('help.levels.all', { max: props.maxLevel ?? MAX_LEVEL })}</summary>
        <LevelTable {...props} every />
      </details>
    </>
  );
}
