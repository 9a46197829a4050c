/**
 * The guided tours' words (features/tour). Loaded with the tour, which loads only when the
 * address asks for one (`?tour=`).
 */
import { addAppWords } from './index.js';

export const tourEnglish = {
  tour: {
    step: 'Step {{n}} of {{total}}',
    next: 'Next',
    back: 'Back',
    done: 'Done',
    skip: 'Skip the tour',
    guides: {
      'home-page': {
        welcome: {
          title: 'Welcome to Nervus',
          body: 'Catalysts ask challenge questions, innovators answer them with ideas, and everyone can rate, mentor, scout and fund. Every action earns neurons.',
        },
        challenges: {
          title: 'Challenges',
          body: 'Open challenges are listed on this page. Pick one to enter an idea or to rate other players’ ideas; ideas stay hidden from everyone but their author until the challenge closes.',
        },
        tournaments: {
          title: 'Tournaments',
          body: 'The tournament renews every month. Players race on its leaderboards for prizes: activity points reset each cycle, while your neurons keep adding up.',
        },
        brain: {
          title: 'Your brain',
          body: 'Neurons raise your brain level, from 0 to {{maxLevel}}, and your rank in each role. The FAQs explain how every action scores.',
        },
      },
      'leaderboard-1': {
        board: {
          title: 'The leaderboard',
          body: 'The players of the current tournament cycle, ranked by the neurons they earned in it.',
        },
        races: {
          title: 'Races',
          body: 'Switch between the Nerve Score, the Idea Race and each role’s board.',
        },
      },
      'leaderboard-tips': {
        early: {
          title: 'Enter early',
          body: 'The first {{early}} innovators to enter a challenge earn an early bonus on their first idea.',
        },
        judged: {
          title: 'Rate and mentor',
          body: 'Rating ideas and mentoring earn neurons in their own roles. Mentors earn the most when the innovator rates their help {{fullFrom}} or above.',
        },
      },
      'leaderboard-2': {
        prizes: {
          title: 'Prizes',
          body: 'When a cycle ends, the top third of its players by neurons share the tournament’s prize money, each in proportion to their neurons.',
        },
        race: {
          title: 'The Idea Race',
          body: 'The Idea Race counts every role but the director’s, so running a tournament never helps win it.',
        },
      },
      'innovator-dashboard': {
        dashboard: {
          title: 'Your innovator dashboard',
          body: 'The challenges you entered, your ideas and the mentoring they received, in one place.',
        },
        mentoring: {
          title: 'Rate your mentoring',
          body: 'Rate the mentoring you receive: it earns you a neuron and tells mentors what helped.',
        },
      },
      'nerve-on': {
        boards: {
          title: 'Nerv On Ah',
          body: 'The Nerve Boards show who leads in every role of the game. Join in: sign up, enter an idea in an open challenge and watch your neurons arrive.',
        },
      },
    },
    openBoards: 'Open the Nerve Boards',
  },
};

addAppWords(tourEnglish);
