/** The text of the static pages (namespace `pages`), keyed by route name with `~` for dots. */
export const pagesEnglish: Record<string, { lead: string; body: string[] }> = {
  about: {
    lead: 'Nervus is a crowd idea tournament: a place where good questions meet better ideas.',
    body: [
      'A catalyst asks a question that starts with How or What and has a could in it. Innovators answer with ideas that stay hidden until the question closes, so nobody copies and nobody is swayed by the crowd.',
      'Raters rate the ideas, mentors say what they like and what could be better, and scouts bring in the people who answer best. When the question closes, the ideas are revealed and ranked, the catalyst’s Top 3 and the Community Top 5 earn bonuses, and prize money is paid out exactly.',
      'Every action earns neurons. Neurons add up to a Nerve Score, a brain level from 0 to 100 and a rank in each role.',
    ],
  },
  'about~about-nervus': {
    lead: 'Nervus began as a way to ask better questions together.',
    body: [
      'Most idea contests reward volume. Nervus rewards judgement: an idea rated five stars earns its author five times what the rating earns the rater, and the biggest bonuses come only from other people’s choices.',
      'Ideas and questions are published under a public-domain licence by default, so a good idea can travel. Ideas entered in a private Ask Me Anything stay with their owner.',
    ],
  },
  'about~claremont': {
    lead: 'The Claremont platform is a tournament for a college town.',
    body: [
      'Students, teachers and neighbours answer the same local questions and meet the people behind the best ideas.',
    ],
  },
  'about~why-innervation': {
    lead: 'Why innervation? Because ideas need nerves to move.',
    body: [
      'An idea alone goes nowhere. It needs someone to ask for it, someone to rate it, someone to improve it and someone to carry it further. Nervus gives each of those people a role and a reward.',
    ],
  },
  'about~idea-person': {
    lead: 'Everyone is an idea person somewhere.',
    body: [
      'You do not need to be an inventor. Pick a question you care about, answer it in a few sentences, and let the crowd tell you how it fares.',
    ],
  },
  'about~code-of-conduct': {
    lead: 'Critique ideas, not people.',
    body: [
      'Be kind and specific: say what you like and what could be better. No harassment, no hate, no spam, and no AI slop passed off as your own thinking.',
      'Report what breaks these rules with the report button; moderators review every report.',
    ],
  },
  'about~discover': {
    lead: 'Discover Nervus in three minutes.',
    body: [
      'Browse the open questions on the home page, or choose a platform that fits you: comedy, daily, business, build, political and more.',
      'Create an account to enter ideas, rate, mentor and follow other players. Your dashboard shows every challenge you play in.',
    ],
  },
  introduction: {
    lead: 'Welcome to Nervus.',
    body: [
      'Here questions compete for the best ideas, and ideas compete for the crowd. Take the tour, or jump straight into an open question.',
    ],
  },
  'join-the-community': {
    lead: 'Join the community.',
    body: [
      'Create an account with your email and a screen name. Your screen name is also the address of your own page, where your challenges and medals live.',
    ],
  },
  'reading-list': {
    lead: 'A reading list for idea people.',
    body: [
      'How questions shape answers: start with the question-storming method of asking many questions before answering any.',
      'How crowds judge well: read about the wisdom of crowds and why independent opinions matter, which is why ideas stay hidden until a challenge closes.',
    ],
  },
  learn: {
    lead: 'Learn the game.',
    body: ['Read how scoring works, what each role does and how tournaments pay out in the FAQs.'],
  },
  moved: {
    lead: 'This page moved.',
    body: [
      'The page you looked for has a new home. Use the menu to find it, or send us feedback if a link led you here.',
    ],
  },
  welcome: {
    lead: 'Welcome!',
    body: ['You are in. Open your dashboard or the home page to start playing.'],
  },
  'faqs~index': {
    lead: 'Questions players ask.',
    body: ['Pick a topic on the left: scoring, the roles, olympiads, patrons and idea ownership.'],
  },
  'faqs~brain-level-demo': {
    lead: 'Your brain level grows from 0 to 100.',
    body: [
      'Level n is reached at n³ + 50n² neurons: 51 for level 1, 208 for level 2, 1 460 349 for level 100, which is final. Inside each level, your progress shows in tenths.',
    ],
  },
  'faqs~the-director-role': {
    lead: 'Directors run tournaments.',
    body: [
      'A director sets a tournament’s duration, adds admins and money, and can stop or suspend it. The director’s own score never counts towards the Idea Race, so running a race never helps win it.',
    ],
  },
  'faqs~follow-user': {
    lead: 'Following is one-way.',
    body: [
      'Follow a player to see their questions and ideas. If you both follow each other, or are friends, you can send direct messages.',
    ],
  },
  'faqs~sending-friend-request': {
    lead: 'Friend requests last 30 days.',
    body: [
      'A friend request that is not answered within 30 days expires; you can send another one.',
    ],
  },
  'faqs~funding-users': {
    lead: 'Patrons fund players, challenges and platforms.',
    body: [
      'You can fund any player or challenge from $1, with no maximum. Every whole dollar earns the patron a neuron, up to 500 per funding.',
    ],
  },
  'faqs~idea-ownership': {
    lead: 'Who owns an idea?',
    body: [
      'Ideas, questions, comments and mentoring are published under a public-domain licence by default. Ideas entered in a private Ask Me Anything stay with their owner.',
    ],
  },
  'faqs~the-mentor-role': {
    lead: 'Mentors make ideas better.',
    body: [
      'Say what you like and what could be improved. The innovator rates your mentoring from 0 to 5; mentors earn the most neurons when the innovator rates it 3 or above. Mentoring cannot be changed once given.',
    ],
  },
  'faqs~innovation-graph-demo': {
    lead: 'The innovation graph.',
    body: ['A picture of how ideas build on each other; it arrives with a later release.'],
  },
  'faqs~olympiads': {
    lead: 'Olympiads are tournaments.',
    body: [
      'Tournaments renew every month (some every week). Activity points reset each cycle while neurons accumulate. The prize money is split across the top third of participants by neurons earned.',
    ],
  },
  'faqs~patrons': {
    lead: 'Patrons make prizes possible.',
    body: ['Patrons fund players, challenges, director platforms and categories.'],
  },
  'faqs~scoring-points': {
    lead: 'How neurons are earned.',
    body: [
      'Publishing a challenge earns its catalyst 20 neurons (10 for a quick question). Entering an idea earns 10, plus an early bonus of 15, 10 or 5 for the first three innovators.',
      'A 5-star rating earns the idea’s author 10 neurons, a 1-star rating costs 2. Rating earns the rater 2. When a challenge closes, the Community Top 5 earn 50, 35, 25, 15 and 10, and the catalyst’s Top 3 picks earn 30, 20 and 10.',
      'Ideas need at least 2 ratings to be ranked and to win.',
    ],
  },
  'faqs~trust-score': {
    lead: 'The trust score.',
    body: ['A measure of how reliable a player’s ratings are; it arrives with a later release.'],
  },
  'faqs~how-it-works': {
    lead: 'How it works.',
    body: [
      'Ask, answer, rate, mentor, scout, direct, fund: every role earns neurons and climbs its own rank ladder.',
    ],
  },
};
