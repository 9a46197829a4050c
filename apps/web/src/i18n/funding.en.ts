/**
 * Funding a player (`/{handle}/mentor/pay`): apart from the money's words (`money.en.ts`), so
 * that the pay page loads these alone.
 */
import { addAppWords } from './index.js';

export const fundingEnglish = {
  funding: {
    balance: 'Your balance: {{amount}}',
    title: 'Fund @{{handle}}',
    lead: 'Send money from your wallet to @{{handle}}’s wallet to support their work. The minimum is {{min}}; there is no maximum.',
    neuronsNote:
      'As a patron you earn {{perDollar}} patron neuron per whole dollar, at most {{cap}} per funding.',
    amount: 'Amount in dollars',
    amountHint: 'At least {{min}}, for example 2.50.',
    amountInvalid: 'Enter an amount in dollars and cents, for example 2.50.',
    amountMinimum: 'The minimum is {{min}}.',
    amountOverBalance: 'Your wallet holds {{balance}}.',
    message: 'A message for @{{handle}} (optional)',
    pay: 'Pay',
    paying: 'Paying…',
    confirmTitle: 'Fund @{{handle}}',
    confirm: 'Pay {{amount}} from your wallet to @{{handle}}?',
    done_one: 'You funded @{{handle}} with {{amount}} and earned {{count}} patron neuron.',
    done_other: 'You funded @{{handle}} with {{amount}} and earned {{count}} patron neurons.',
    balanceAfter: 'Your wallet now holds {{amount}}.',
    again: 'Fund @{{handle}} again',
    seeWallet: 'See your money and prizes',
    backToBox: 'Back to @{{handle}}’s suggestion box',
    signIn: 'Sign in to fund @{{handle}}',
    own: 'You cannot fund yourself. Share your suggestion box so others can fund you.',
    ownBox: 'Go to your suggestion box',
  },
};

addAppWords(fundingEnglish);
