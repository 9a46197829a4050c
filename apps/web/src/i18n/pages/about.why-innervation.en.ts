import type { PageText } from './page-text.js';

export const pageText: PageText = {
  lead: 'Why innervation? Because ideas need nerves to move.',
  body: [
    'An idea alone goes nowhere. It needs someone to ask for it, someone to rate it, someone to improve it and someone to carry it further. Nervus gives each of those people a role and a reward.',
  ],
};
