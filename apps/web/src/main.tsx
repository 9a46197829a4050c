/**
 * The entry: lets the browser paint index.html's first paint (the page's words on `/`, the
 * navigation bar elsewhere), then starts the app (`start.tsx`, preloaded with this file). A
 * module script whose code has arrived runs before the page's first frame, so without the wait
 * a fast connection would hold that frame until the whole app had run.
 */
// The styles come with the entry, so that they are in index.html for the first paint.
import '@nervus/ui-kit/styles.css';
import './app.css';

await new Promise<void>((resolve) => {
  // A hidden tab draws no frames: it starts on the timer instead.
  const timer = setTimeout(resolve, 100);
  requestAnimationFrame(() =>
    setTimeout(() => {
      clearTimeout(timer);
      resolve();
    }, 0),
  );
});
await import('./start.js');
