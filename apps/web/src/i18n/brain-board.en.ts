/**
 * My Progress's words: the section's frame, the Nerve Score bar, the brain-level board and the
 * help page's demos. Imported by the components that use them.
 */
import { addAppWords } from './index.js';

export const brainBoardEnglish = {
  myProgress: {
    brains: 'Your brains',
    brainsLead: 'One brain per role, and the Nerve Score, the sum of them all.',
    none: 'No brain yet: your first neuron starts it.',
  },
  nerveBar: {
    score: 'Score {{score}}',
    level: 'Brain level {{level}}',
    levelSteps: 'Level {{level}}: {{step}}/{{steps}}',
    finalLabel: 'Level 100',
    away_one: '{{neurons}} neuron away from level {{level}}',
    away_other: '{{neurons}} neurons away from level {{level}}',
    first: 'Your first neuron makes level 1',
    congratulations: 'Congratulations: level 100, the top of the game',
  },
  brainBoard: {
    title: 'Brain level board',
    numbering: 'Show level numbers',
    graphic: 'Brain levels: choose a level',
    section: 'Level {{level}}',
    legend: 'Ranks',
    levels: 'Levels {{start}}–{{end}}',
    yourRank: 'Your rank',
    chart: 'Neurons needed to reach each level',
    chartAbout:
      'A curve of the neurons each level starts at: level {{level}} starts at {{start}}, level 100 at {{final}}.',
    chosen: 'Level {{level}}',
    range: 'From {{start}} to {{end}} neurons',
    finalRange: 'From {{start}} neurons: the final level',
    progress: 'Level {{level}}: {{step}}/{{steps}}',
    done: 'Done',
    awayNext_one: '{{neurons}} neuron away from level {{level}}',
    awayNext_other: '{{neurons}} neurons away from level {{level}}',
    awayFrom_one: '{{neurons}} neuron away from level {{level}}',
    awayFrom_other: '{{neurons}} neurons away from level {{level}}',
    congratulations: 'Congratulations!',
    final:
      'Congratulations: you reached level 100, the top of the game. There is no level beyond it.',
  },
  brainDemo: {
    levelTitle: 'Level demo',
    levelLead: 'Watch a brain run through the levels, from 1 to 100.',
    neuronsTitle: 'Neurons-earned demo',
    neuronsLead: 'Watch neurons arrive and the brain level climb with them.',
    start: 'Start',
    stop: 'Stop',
    reset: 'Reset',
    neurons: 'Neurons earned: {{score}}',
    level: 'Brain level {{level}}',
    levelBoard: 'The level demo’s brain',
    neuronsBoard: 'The neurons demo’s brain',
  },
};

addAppWords(brainBoardEnglish);
