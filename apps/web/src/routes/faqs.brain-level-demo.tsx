import {
  FINAL_LEVEL_SCORE,
  LEVELS_PER_RANK,
  levelRange,
  MAX_LEVEL,
  RANKS_PER_LADDER,
} from '@nervus/game-rules';
import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '../features/help/help-page.js';
import { LevelTables } from '../features/help/level-table.js';
import { grouped } from '../features/help/numbers.js';
import { RankTable } from '../features/help/rank-table.js';
import { pageText } from '../i18n/pages/faqs.brain-level-demo.en.js';

const values = {
  maxLevel: MAX_LEVEL,
  level1End: levelRange(1).end,
  finalScore: grouped(FINAL_LEVEL_SCORE),
  ranks: RANKS_PER_LADDER,
  levelsPerRank: LEVELS_PER_RANK,
};

const tables = { levels: <LevelTables />, ranks: <RankTable /> };

export const Route = createFileRoute('/faqs/brain-level-demo')({
  staticData: { name: 'faqs.brain-level-demo', layout: 'boxed' },
  component: () => <HelpPage text={pageText} values={values} tables={tables} />,
});
