/** Highlights and the bell: what the Game Dash tells a player. */
import { envelope, listEnvelope } from '../common.js';
import { HighlightSchema, HighlightsQuerySchema, NotificationStateSchema } from '../highlights.js';
import { defineCalls } from './define.js';

export const highlightsCalls = defineCalls({
  highlights: {
    method: 'GET',
    path: '/gamedash/{id}/highlights',
    summary: 'Your highlights, newest first (only your own id: 403 for another player)',
    tag: 'game',
    auth: 'user',
    query: HighlightsQuerySchema,
    response: listEnvelope(HighlightSchema),
  },
  notificationState: {
    method: 'GET',
    path: '/me/notification',
    summary:
      "The bell's state in one call: your neurons and highlights totals, your overall score, the score you last saw and whether there are new updates",
    tag: 'game',
    auth: 'user',
    response: envelope(NotificationStateSchema),
  },
});
