import { createTranslator, UI_NAMESPACE, uiEnglish, type Words } from '@nervus/ui-kit';
import { appEnglish } from './en.js';
import { routeTitles } from './route-titles.js';

/**
 * The app's translator (English): namespaces app (default), ui (the ui-kit) and routes
 * (titles). The app namespace starts with the shell's words; each feature's words
 * (`<feature>.en.ts`) are added by the modules that use them, so they load with their routes. A
 * static page's text is its own module (`pages/<route name>.en.ts`), which its route imports.
 */
export const i18n = createTranslator({
  language: 'en',
  defaultNamespace: 'app',
  resources: { app: appEnglish, [UI_NAMESPACE]: uiEnglish, routes: routeTitles },
});

/**
 * Adds a feature's words to the app namespace (its groups are its own: nothing is overwritten).
 * Called by each `<feature>.en.ts` as it loads, before any component that imports it renders.
 */
export function addAppWords(words: Words): void {
  i18n.addWords('app', words);
}
