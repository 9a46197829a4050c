import type { PageText } from './page-text.js';

export const pageText: PageText = {
  lead: 'This page moved.',
  body: [
    'The page you looked for has a new home. Use the menu to find it, or send us feedback if a link led you here.',
  ],
};
