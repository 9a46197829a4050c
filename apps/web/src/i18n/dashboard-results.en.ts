/**
 * A settled challenge on the dashboards: the catalyst's closed detail (ranking, Top 3, prize
 * split, revealed ideas) and the innovator's open and resolved challenges (their ideas, hashes
 * and what they earned).
 */
import { addAppWords } from './index.js';

export const dashboardResultsEnglish = {
  dashboardResults: {
    publicPage: 'Open the challenge page',
    sections: 'Challenge sections',
    endsOn: 'Open until {{date}}',
    purpose: 'Purpose:',
    enteredOn: 'Entered on {{date}}',
    noSuchIdea: 'That idea is not part of this challenge.',
    yourIdeas: 'Your ideas',
    noIdeas: 'Nobody entered an idea.',
    ratings_one: '{{count}} rating',
    ratings_other: '{{count}} ratings',
    score: 'score {{score}}',
    top3: 'Top 3',
    crowd: 'the crowd’s choice',
    stat: {
      ideas: 'Ideas',
      ratings: 'Ratings',
      prize: 'Prize put up',
      myIdeas: 'Your ideas',
      ends: 'Open until',
      neurons: 'Neurons earned',
      won: 'Prize won',
    },
    col: {
      place: 'Place',
      idea: 'Idea',
      author: 'Innovator',
      score: 'Score',
      ratings: 'Ratings',
      player: 'Player',
      prize: 'Prize',
    },
    closed: {
      kicker: 'Your closed challenge',
      results: 'Results',
      ideasTab: 'Ideas',
      ranking: 'Ranking',
      ideasTitle: 'Revealed ideas',
      pending: 'The challenge has closed; its results arrive as soon as it is settled.',
      participants: 'Participants',
    },
    results: {
      rankingCaption: 'Ideas by place (fewer than 2 ratings never rank)',
      unranked: 'not ranked',
      unrankedWhy: 'not ranked (fewer than 2 ratings)',
      noTop3: 'No Top 3: nobody entered an idea.',
      catalystPick: 'the catalyst’s pick',
      prizeTitle: 'Prize split',
      noMoney: 'No prize money was put up.',
      prizeSummary: '{{total}} put up: {{paid}} paid to the winners, {{back}} went back.',
      prizeCaption: 'Prize money paid per place',
    },
    hash: {
      label: 'Content hash:',
      match: 'Checked: the revealed idea matches the hash shown at entry.',
      mismatch: 'Warning: the revealed idea does NOT match the hash shown at entry.',
    },
    innovator: {
      openKicker: 'A challenge you play in',
      resolveKicker: 'How your ideas fared',
      hashLead:
        'This hash was fixed when you entered the idea. When the challenge closes, anyone can check the revealed idea against it.',
      noIdeasYetTitle: 'No ideas yet',
      noIdeasYet: 'You have not entered an idea yet.',
      enterIdea: 'Enter an idea',
      backToChallenge: 'Back to the challenge',
      earned: 'What you earned here',
      noNeurons: 'No neurons from this challenge.',
      neuronsAs_one: '{{count}} neuron as {{role}}',
      neuronsAs_other: '{{count}} neurons as {{role}}',
      prizeWon: '{{amount}} prize for place #{{rank}}',
      howTheyFared: 'Your ideas',
      noIdeasHere: 'You entered no idea in this challenge.',
      inTop3: 'place {{position}} ({{source}})',
      notInTop3: 'not in the Top 3',
      mentoring: 'Mentoring you received',
    },
  },
};

addAppWords(dashboardResultsEnglish);
