/**
 * The entry: starts the app (`start.tsx`). index.html's first paint (the page's words on `/`, the
 * navigation bar elsewhere) is on screen by now: the built page asks for this file and what it
 * imports only once that paint is reported (the inline loader of `scripts/first-paint-plugin.ts`),
 * so the app's download and start-up never hold that paint back.
 */
// The styles come with the entry, so that they are in index.html for the first paint.
import '@nervus/ui-kit/styles.css';
import './app.css';
import { nextTask } from './lib/next-task.js';

// Everything the start needs is fetched now, at once (vite.config.ts, `preloadStart`).
const preload = document.getElementById('nv-preload');
if (preload instanceof HTMLTemplateElement) document.head.append(preload.content);
// The libraries are evaluated in a task of their own, the app (`start.tsx`) in the next ones.
await import('react-dom/client');
await nextTask();
await import('./start.js');
