import type { LadderRole } from '@nervus/game-rules';
import { LevelTables } from './level-table.js';
import { MentorTable } from './mentor-table.js';
import { NeuronTable } from './neuron-table.js';
import { BoardsTable, ChallengePrizeTable, CycleTable, EntryFeeTable } from './prize-tables.js';
import { RankTable } from './rank-table.js';

export type HelpTableName =
  | 'neurons'
  | 'levels'
  | 'ranks'
  | 'mentor'
  | 'entryFee'
  | 'challengePrize'
  | 'cycles'
  | 'boards';

export interface HelpTableByNameProps {
  readonly name: HelpTableName;
  /** For `ranks`: one role's ladder instead of every role's. */
  readonly ladder?: LadderRole;
}

/** Every help table, by name: the help pages' lazy part (`part.tsx`). */
export function HelpTableByName({ name, ladder }: HelpTableByNameProps) {
  switch (name) {
    case 'neurons':
      return <NeuronTable />;
    case 'levels':
      return <LevelTables />;
    case 'ranks':
      return ladder ? <RankTable ladder={ladder} /> : <RankTable />;
    case 'mentor':
      return <MentorTable />;
    case 'entryFee':
      return <EntryFeeTable />;
    case 'challengePrize':
      return <ChallengePrizeTable />;
    case 'cycles':
      return <CycleTable />;
    case 'boards':
      return <BoardsTable />;
  }
}
