import { UI_NAMESPACE, uiEnglish } from '@nervus/ui-kit';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { appEnglish } from './en.js';
import { pagesEnglish } from './pages.en.js';
import { routeTitles } from './route-titles.js';

/** The app's i18next: namespaces app (default), ui (the ui-kit), routes (titles), pages (texts). */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['app', UI_NAMESPACE, 'routes', 'pages'],
  defaultNS: 'app',
  resources: {
    en: { app: appEnglish, [UI_NAMESPACE]: uiEnglish, routes: routeTitles, pages: pagesEnglish },
  },
  interpolation: { escapeValue: false },
  returnObjects: true,
  initAsync: false,
});
