/**
 * The catalyst's drafts page. The other dashboard pages' words are apart, so that each page loads
 * its own: `dashboard-nav.en.ts` (the sections' tabs), `dashboard-lists.en.ts`,
 * `dashboard-detail.en.ts` and `dashboard-results.en.ts`.
 */
import { addAppWords } from './index.js';

export const dashboardsEnglish = {
  dashboards: {
    drafts: {
      title: 'My drafts',
      lead: 'Challenges you started and QQ ideas to promote, saved as you go: pick one up where you left it.',
      create: 'Create a challenge',
      emptyTitle: 'No drafts here',
      stat: {
        all: 'Saved drafts',
        create: 'Challenges',
        promotion: 'QQ ideas to promote',
      },
      filter: 'Drafts filter',
      list: 'Saved drafts',
      untitled: 'Untitled draft',
      saved: 'saved {{date}}',
      resume: 'Resume “{{title}}”',
      delete: 'Delete “{{title}}”',
      confirmDelete: 'Delete the draft “{{title}}”? This cannot be undone.',
      deleted: 'Draft deleted.',
      origin: {
        'challenge-creation-flow': 'Create Challenge',
        'challenge-promotion-flow': 'QQ idea to promote',
        qq: 'QQ idea to promote',
      },
    },
  },
};

addAppWords(dashboardsEnglish);
