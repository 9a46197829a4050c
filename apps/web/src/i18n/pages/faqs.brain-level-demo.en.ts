import type { HelpText } from './page-text.js';

export const pageText: HelpText = {
  lead: 'Your brain level grows from 0 to {{maxLevel}} as you earn neurons.',
  sections: [
    {
      heading: 'Levels',
      body: [
        'You are level 0 until your first neuron. Each level needs more neurons than the one before: level 1 ends at {{level1End}} neurons, and level {{maxLevel}}, which is final, starts at {{finalScore}}. Inside a level your progress shows in tenths.',
      ],
      table: 'levels',
    },
    {
      heading: 'Ranks',
      body: [
        'Every role has its own brain and its own ladder of {{ranks}} ranks, {{levelsPerRank}} levels each, named after famous people who fit the role. Your overall rank follows your Nerve Score.',
      ],
      table: 'ranks',
    },
  ],
};
