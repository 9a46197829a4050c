import {
  FINAL_LEVEL_SCORE,
  LEVELS_PER_RANK,
  levelRange,
  MAX_LEVEL,
  RANKS_PER_LADDER,
} from '@nervus/game-rules';
import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { HelpPage } from '../features/help/help-page.js';
import { grouped } from '../features/help/numbers.js';
import { HelpTablePart, helpTable } from '../features/help/part.js';
import { BrainDemosPart } from '../features/progress/brain-board-demo-part.js';
import { pageText } from '../i18n/pages/faqs.brain-level-demo.en.js';

const values = {
  maxLevel: MAX_LEVEL,
  level1End: levelRange(1).end,
  finalScore: grouped(FINAL_LEVEL_SCORE),
  ranks: RANKS_PER_LADDER,
  levelsPerRank: LEVELS_PER_RANK,
};

const tables = { levels: helpTable({ name: 'levels' }), ranks: helpTable({ name: 'ranks' }) };

export const Route = createFileRoute('/faqs/brain-level-demo')({
  staticData: { name: 'faqs.brain-level-demo', layout: 'boxed' },
  loader: () => Promise.all([HelpTablePart.load(), BrainDemosPart.load()]),
  component: () => (
    <HelpPage text={pageText} values={values} tables={tables}>
      <Suspense fallback={null}>
        <BrainDemosPart />
      </Suspense>
    </HelpPage>
  ),
});
