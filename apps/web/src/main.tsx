/**
 * The entry: lets the browser paint index.html's first paint (the page's words on `/`, the
 * navigation bar elsewhere) and waits until it is on screen, then starts the app (`start.tsx`,
 * preloaded with this file). A module script whose code has arrived runs before the page's first
 * frame, so without the wait a fast connection would hold that frame until the whole app had run.
 */
// The styles come with the entry, so that they are in index.html for the first paint.
import '@nervus/ui-kit/styles.css';
import './app.css';
import { nextTask } from './lib/next-task.js';

await new Promise<void>((resolve) => {
  // A hidden tab draws no frames: it starts on the timer instead.
  let timer = setTimeout(resolve, 100);
  requestAnimationFrame(() => {
    clearTimeout(timer);
    // The frame is drawn, but on screen only a moment later: the app starts once the browser
    // reports the first contentful paint, so that its start-up never holds that paint back (nor
    // counts towards it). A browser without paint timing starts on the timer.
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    });
    timer = setTimeout(() => {
      observer.disconnect();
      resolve();
    }, 100);
    try {
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing: the timer starts the app.
    }
  });
});
// Everything the start needs is fetched now, at once (vite.config.ts, `preloadStart`).
const preload = document.getElementById('nv-preload');
if (preload instanceof HTMLTemplateElement) document.head.append(preload.content);
// The libraries are evaluated in a task of their own, the app (`start.tsx`) in the next ones.
await import('react-dom/client');
await nextTask();
await import('./start.js');
