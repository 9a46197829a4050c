import { UI_NAMESPACE, uiEnglish } from '@nervus/ui-kit';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { appEnglish } from './en.js';
import { routeTitles } from './route-titles.js';

/**
 * The app's i18next: namespaces app (default), ui (the ui-kit) and routes (titles). The static
 * pages' texts (namespace pages) are added by the page component, so they load with it.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['app', UI_NAMESPACE, 'routes'],
  defaultNS: 'app',
  resources: {
    en: { app: appEnglish, [UI_NAMESPACE]: uiEnglish, routes: routeTitles },
  },
  interpolation: { escapeValue: false },
  returnObjects: true,
  initAsync: false,
});
