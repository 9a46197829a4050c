/**
 * The wallet's, entry fees' and funding's words. Imported by the components that
 * use them, so they load with those components' routes and never with the first page.
 */
import { addAppWords } from './index.js';

export const moneyEnglish = {
  money: {
    balance: 'Your balance: {{amount}}',
    feeTitle: 'Entry fee: {{fee}}',
    feeLead:
      'Entering ideas and rating ideas in “{{title}}” costs {{fee}}, paid once from your wallet. One payment unlocks both.',
    splitTitle: 'Where your fee goes',
    splitLead: 'When the challenge closes, the entry fees are split:',
    splitOwner: '{{percent}}% to the catalyst who asked the question',
    splitPrize: '{{percent}}% joins the prize money shared by the top 5 ideas',
    splitPlatform: '{{percent}}% platform fee',
    splitNobody:
      'If no idea ranks, the prize share goes back to the players who paid, in proportion to what they paid.',
    short: 'Your wallet does not cover the fee yet.',
    pay: 'Pay {{fee}} and unlock',
    paying: 'Paying…',
    confirmTitle: 'Pay the entry fee',
    confirm: 'Pay {{fee}} from your wallet to unlock ideas and rating in this challenge?',
    free: 'This challenge has no entry fee: everyone can enter ideas and rate.',
    own: 'This is your challenge: you never pay to play it.',
    back: 'Back to the challenge',
    unlockedIdea: 'Ideas unlocked',
    unlockedRating: 'Rating unlocked',
    paidOn: 'You paid the {{fee}} entry fee on {{date}}. Ideas and rating are open to you.',
    goEnter: 'Enter an idea',
    goRate: 'Rate ideas',
    gateLead: 'This challenge has an entry fee of {{fee}}. Pay it once to enter ideas and rate.',
    gateIdea: 'Unlock entering ideas ({{fee}})',
    gateRating: 'Unlock rating ({{fee}})',
    ledger: 'Money rows',
    none: 'No money rows yet.',
    when: 'Date',
    what: 'What',
    challenge: 'Challenge',
    amount: 'Amount',
    demoNote: 'Demo players start with a deposit; paying by card arrives with a later release.',
    kinds: {
      deposit: 'Deposit',
      'entry-fee': 'Entry fee paid',
      'entry-fee-owner': 'Entry fees of your challenge (65%)',
      'entry-fee-refund': 'Entry fee prize share refunded',
      'platform-fee': 'Platform fee',
      'challenge-prize': 'Challenge prize won',
      'challenge-prize-returned': 'Prize pledge returned',
      'funding-given': 'Funding given',
      'funding-received': 'Funding received',
      'olympiad-pledge': 'Money added to a tournament prize',
      'olympiad-prize': 'Tournament prize won',
      'olympiad-unawarded': 'Tournament prize returned',
      payout: 'Prize paid out',
    },
    fundingTo: 'to',
    fundingFrom: 'from',
  },
};

addAppWords(moneyEnglish);
