/** The admins' outbox page's words. */
import { addAppWords } from './index.js';

export const outboxEnglish = {
  outbox: {
    lead: 'Every mail the product sends, newest first. Without an SMTP server (SMTP_URL) nothing leaves: the mail is kept here to read.',
    state: 'State',
    states: {
      all: 'All',
      waiting: 'Waiting',
      sent: 'Sent or kept',
      failed: 'Failed',
    },
    table: 'Outbox',
    none: 'No mail here.',
    created: 'Queued',
    to: 'To',
    mail: 'Mail',
    sent: 'Sent',
    kept: 'Kept here',
    skipped: 'Skipped',
    waiting: 'Waiting',
    retrying: 'Retrying',
    after: 'Not before {{time}} UTC',
    error_one: 'Failed once: {{error}}',
    error_other: 'Failed {{count}} times: {{error}}',
  },
};

addAppWords(outboxEnglish);
