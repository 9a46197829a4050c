// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { BUILD_META, WORKER_MESSAGES } from '../src/features/app-update/messages.js';
import { buildId, serviceWorkerSource, withBuildId } from './service-worker-plugin.js';

/** Runs the worker's source against a fake global scope, as a browser would. */
function runWorker(source: string) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const scope = {
    skipWaiting: vi.fn(),
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners[type] = listener;
    },
  };
  new Function('self', source)(scope);
  return { scope, listeners };
}

describe('the service worker', () => {
  it('tells its build on the message’s port and takes over when asked, and does nothing else', () => {
    const { scope, listeners } = runWorker(serviceWorkerSource('b-123'));
    // No fetch handler: pages and API answers never go through it; no install-time caching.
    expect(Object.keys(listeners)).toEqual(['message']);
    const port = { postMessage: vi.fn() };
    listeners.message?.({ data: WORKER_MESSAGES.build, ports: [port] });
    expect(port.postMessage).toHaveBeenCalledWith('b-123');
    expect(scope.skipWaiting).not.toHaveBeenCalled();
    listeners.message?.({ data: WORKER_MESSAGES.skipWaiting, ports: [] });
    expect(scope.skipWaiting).toHaveBeenCalledTimes(1);
    // Anything else, or a build question without a port, is ignored.
    listeners.message?.({ data: 'hello', ports: [port] });
    listeners.message?.({ data: WORKER_MESSAGES.build, ports: [] });
    expect(port.postMessage).toHaveBeenCalledTimes(1);
  });

  it('is another file for another build, so the browser’s update check finds it', () => {
    const html = '<html><head><title>Nervus</title></head><body></body></html>';
    const one = buildId(['assets/app-A.js', 'assets/framework-B.js'], html);
    expect(buildId(['assets/framework-B.js', 'assets/app-A.js'], html)).toBe(one);
    const other = buildId(['assets/app-C.js', 'assets/framework-B.js'], html);
    expect(other).not.toBe(one);
    expect(buildId(['assets/app-A.js', 'assets/framework-B.js'], `${html} `)).not.toBe(one);
    expect(serviceWorkerSource(one)).not.toBe(serviceWorkerSource(other));
    expect(one).toMatch(/^[\w-]{16}$/);
  });

  it('puts the build in index.html’s head, where the page reads it', () => {
    const html = withBuildId('<html><head><title>N</title></head><body></body></html>', 'b-1');
    expect(html).toBe(
      `<html><head><title>N</title><meta name="${BUILD_META}" content="b-1"></head><body></body></html>`,
    );
    expect(() => withBuildId('<p>no head</p>', 'b-1')).toThrow(/no <\/head>/);
  });
});
