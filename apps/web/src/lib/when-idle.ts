/**
 * Runs `start` once the page has loaded and the browser is idle (or a second after the load
 * where it cannot say); returns a cancel. After the load: work started before it (a stream, a
 * service worker's registration) competes with the page's own files and may keep the page
 * loading, and whoever waits for the load (a browser's spinner, a test) waits longer.
 *
 * @example
 * useEffect(() => whenIdle(() => setLive(true)), []);
 */
export function whenIdle(start: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: 3_000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(start, 1_000);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => cancel();
}
