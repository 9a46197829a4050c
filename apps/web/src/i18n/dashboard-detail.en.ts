/**
 * One of the catalyst's open challenges on the dashboard: its summary, ideas and mentoring.
 * Apart from the lists' words (`dashboard-lists.en.ts`) and the results' (`dashboard-results.en.ts`).
 */
import { addAppWords } from './index.js';

export const dashboardDetailEnglish = {
  dashboardDetail: {
    kicker: 'Your open challenge',
    sections: 'Challenge sections',
    overview: 'Top 3',
    ideas: 'Ideas',
    mentoring: 'Mentoring',
    edit: 'Edit',
    publicPage: 'Open the challenge page',
    stat: {
      ends: 'Open until',
      ideas: 'Ideas',
      ratings: 'Ratings',
      mentoring: 'Mentoring',
      challengeRating: 'Challenge rating',
      notRated: 'not rated yet',
    },
    ideasTitle: 'Ideas so far',
    ideasLead:
      'Ideas stay anonymous until the challenge closes: you see what they say, not who wrote them.',
    noIdeasTitle: 'No ideas yet',
    noIdeas: 'Ideas appear here as innovators enter them.',
    purpose: 'Purpose:',
    enteredOn: 'Entered on {{date}}',
    mentorIdea: 'Mentor “{{title}}”',
    mentoringTitle: 'Your mentoring',
    mentoringLead:
      'Mentor the ideas of your challenge: what you like and what could be improved. Other mentors’ feedback stays private until the close.',
    notMentored: 'You have not mentored this idea yet.',
    mentored: 'Mentored',
    ratedBy: 'The innovator rated it: {{label}}',
    notRatedYet: 'The innovator has not rated it yet.',
    mentorTitle: 'Mentor “{{title}}”',
    yourMentoring: 'Your mentoring',
    noSuchIdea: 'That idea is not part of this challenge.',
  },
};

addAppWords(dashboardDetailEnglish);
