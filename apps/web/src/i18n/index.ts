import { UI_NAMESPACE, uiEnglish } from '@nervus/ui-kit';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { appEnglish } from './en.js';
import { routeTitles } from './route-titles.js';

/**
 * The app's i18next: namespaces app (default), ui (the ui-kit) and routes (titles). The app
 * namespace starts with the shell's words; each feature's words (`<feature>.en.ts`) and the
 * static pages' texts (namespace pages) are added by the modules that use them, so they load
 * with their routes.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['app', UI_NAMESPACE, 'routes'],
  defaultNS: 'app',
  resources: {
    // A copy: i18next adds the features' groups to the object it is given.
    en: { app: { ...appEnglish }, [UI_NAMESPACE]: uiEnglish, routes: routeTitles },
  },
  interpolation: { escapeValue: false },
  returnObjects: true,
  initAsync: false,
});

/**
 * Adds a feature's words to the app namespace (its groups are its own: nothing is overwritten).
 * Called by each `<feature>.en.ts` as it loads, before any component that imports it renders.
 */
export function addAppWords(words: Record<string, unknown>): void {
  i18n.addResourceBundle('en', 'app', words, true, false);
}
