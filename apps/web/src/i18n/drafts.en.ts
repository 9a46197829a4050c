/**
 * The server drafts' list (the creation flow's and the dashboards' drafts page): apart from the
 * creation flow's words (`create.en.ts`), so that the drafts page loads these alone.
 */
import { addAppWords } from './index.js';

export const draftsEnglish = {
  drafts: {
    noDrafts: 'No items saved yet.',
    resumeDraft: 'Resume',
    deleteDraft: 'Delete',
    challengeSent: 'Challenge sent',
    filter: { all: 'All', create: 'Create Challenge', promotion: 'QQ Ideas to Promotion' },
  },
};

addAppWords(draftsEnglish);
