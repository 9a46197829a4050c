/**
 * The Game Dash's words: its neuron lines (one text per award reason, and the spec's fallback
 * sentence for a reason without one; the dashboard's latest neurons say them too), tips and
 * highlights (the Game Dash's and the notifications pages'). Loaded with the Game Dash's dialog
 * and the brain panel.
 */
import { addAppWords } from './index.js';

export const gameDashEnglish = {
  dash: {
    neuronsLabel: 'Neurons you earned',
    loading: 'Loading your neurons…',
    more: 'More',
    none: 'no neurons',
    noneText: 'Enter an idea, rate one or post a challenge: each earns neurons.',
    signIn: 'Sign in to see the neurons you earn.',
    signInHighlights: 'Sign in to see what happens around your ideas and challenges.',
    signInLink: 'Sign In',
    failed: 'Your neurons could not be loaded.',
    retry: 'Try again',
    points_one: '{{points}} neuron',
    points_other: '{{points}} neurons',
    /** `{{challenge}}` is the challenge's title, linked to it; `{{place}}` a rank. */
    reason: {
      'challenge-published': 'You published {{challenge}}',
      'platform-challenge': 'A challenge was published on your platform: {{challenge}}',
      'idea-created': 'You entered an idea in {{challenge}}',
      'idea-received': 'Your challenge {{challenge}} received an idea',
      'early-bonus': 'Early bonus: one of the first ideas in {{challenge}}',
      'idea-rated': 'You rated an idea in {{challenge}}',
      'rating-received': 'Your idea was rated in {{challenge}}',
      'challenge-rated': 'You rated the challenge {{challenge}}',
      'challenge-rating-received': 'Your challenge {{challenge}} was rated',
      'mentoring-given': 'You mentored an idea in {{challenge}}',
      'mentoring-feedback': 'You rated the mentoring of your idea in {{challenge}}',
      'mentoring-rated': 'Your mentoring was rated in {{challenge}}',
      'community-top-5': 'The community placed your idea #{{place}} in {{challenge}}',
      'catalyst-top-3': 'The catalyst picked your idea #{{place}} in {{challenge}}',
      'ranked-ideas': 'The ideas of your challenge {{challenge}} were ranked',
      'top-3-picked': 'You picked the top 3 ideas of {{challenge}}',
      'challenge-shared': 'You shared a challenge',
      'recruit-joined': 'A player you recruited joined',
      'forum-topic-created': 'You started a forum topic',
      'forum-reply-created': 'You replied in a forum',
      'insightful-vote-received': 'Your forum post was voted insightful',
      'helpful-vote-received': 'Your forum post was voted helpful',
      'olympiad-completed': 'An olympiad you direct completed a cycle',
      'funding-given': 'You funded a player',
      'recruit-share': 'Your share of a recruit’s neurons',
    },
    /** The spec's fallback: "You earned/lost points as {role} in [{challenge}]({link})". */
    fallback: {
      earned: 'You earned points as {{role}} in {{challenge}}',
      lost: 'You lost points as {{role}} in {{challenge}}',
      earnedNoChallenge: 'You earned points as {{role}}',
      lostNoChallenge: 'You lost points as {{role}}',
    },
    tipsLabel: 'Tips',
    tipsEmpty: 'You have seen every tip.',
    tipsRestore: 'Show the tips again',
    dismiss: 'Dismiss the tip: {{subject}}',
    tip: {
      'enter-idea': {
        subject: 'Enter an idea',
        action: 'Answer an open challenge with your idea: it earns neurons, more if it is early.',
        link: 'Open challenges',
      },
      'rate-ideas': {
        subject: 'Rate ideas',
        action: 'Rate the ideas of an open challenge: every rating earns neurons.',
        link: 'Open challenges',
      },
      'post-challenge': {
        subject: 'Post a challenge',
        action: 'Ask the community a question and pick the ideas you like best.',
        link: 'Create Challenge',
      },
      'test-idea': {
        subject: 'Test an idea',
        action: 'Put your own idea among others and let raters judge it blind.',
        link: 'Test Idea',
      },
      mentor: {
        subject: 'Mentor an innovator',
        action: 'Say what you like in an idea and what could be improved.',
        link: 'Mentoring',
      },
      'how-points': {
        subject: 'How neurons are earned',
        action: 'Every role earns neurons: see what pays and how brain levels grow.',
        link: 'Scoring points',
      },
      leaderboard: {
        subject: 'See where you stand',
        action: 'The tournament’s boards rank players by the neurons of this cycle.',
        link: 'Leaderboards',
      },
    },
    forRoles: 'For {{roles}}',
    highlightsEmpty: 'No highlights yet',
    highlightsText:
      'When something happens around your ideas and challenges, such as a friend’s idea or a mentor’s comment, it shows here.',
  },
  highlights: {
    label: 'Your highlights',
    loading: 'Loading your highlights…',
    loadingMore: 'Loading more highlights…',
    /** A highlight's kind, by `highlight_type`; `other` for a kind this page does not know. */
    type: {
      'solution-delta': 'Your idea',
      'friend-solution': 'A friend’s idea',
      'mentor-comment': 'Mentoring',
      'challenge-settled': 'Results',
      'new-follower': 'New follower',
      'medal-earned': 'Medal',
      'olympiad-prize': 'Tournament prize',
      other: 'Highlight',
    },
    asRole: 'as {{role}}',
  },
};

addAppWords(gameDashEnglish);
