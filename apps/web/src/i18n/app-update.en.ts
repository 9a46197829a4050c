/**
 * The new-version banner's words (features/app-update). Loaded with the banner, once the page
 * is idle.
 */
import { addAppWords } from './index.js';

export const appUpdateEnglish = {
  appUpdate: {
    available: 'A new version is available',
    refresh: 'Refresh',
    dismiss: 'Dismiss',
  },
};

addAppWords(appUpdateEnglish);
