/**
 * The new-version check (decision 0024). The browser fetches `/sw.js` again on
 * `registration.update()`; a new build is a different file, which the browser installs as a
 * waiting worker. The page asks a worker which build it is and offers the new version when
 * that build differs from its own (index.html's `<meta name="nervus-build">`):
 *
 * - a waiting worker of another build: a newer version was deployed since this page loaded;
 * - a waiting worker of this page's build (the reader reloaded, and got the new index.html
 *   before the worker took over): it takes over quietly, nothing is offered;
 * - no waiting worker, and the active one (which matches what the server serves now, the
 *   update having just found nothing newer) is of another build: another tab took the new
 *   version over, this page is older.
 *
 * Refresh lets a waiting worker take over and reloads the page; Dismiss hides the offer until
 * another build comes. Every browser API is passed in, so tests drive it with a fake registration.
 */
import { WORKER_MESSAGES } from './messages.js';

/** The parts of a `ServiceWorker` the check uses. */
export interface WorkerLike {
  readonly state: string;
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: 'statechange', listener: () => void): void;
  removeEventListener(type: 'statechange', listener: () => void): void;
}

/** The parts of a `ServiceWorkerRegistration` the check uses. */
export interface RegistrationLike {
  readonly installing: WorkerLike | null;
  readonly waiting: WorkerLike | null;
  readonly active: WorkerLike | null;
  update(): Promise<unknown>;
  addEventListener(type: 'updatefound', listener: () => void): void;
}

export interface UpdateState {
  /** A check has finished (whatever it found): a page's journey test waits for it. */
  readonly checked: boolean;
  /** Another build is deployed and not dismissed. */
  readonly available: boolean;
  /** The other build's id (null: none, or a worker that does not say). */
  readonly build: string | null;
}

export interface UpdateCheckOptions {
  readonly registration: RegistrationLike;
  /** This page's build (index.html's meta). */
  readonly build: string;
  /** Reloads the page (`location.reload()`). */
  readonly reload: () => void;
  readonly now?: () => number;
  /** The least time between two checks asked for by navigation or focus. */
  readonly minGapMs?: number;
  /**
   * How long a worker has to answer which build it is, and to take over on Refresh. A worker
   * answers at once; the bound is for one that never does (the page then reloads anyway).
   */
  readonly answerMs?: number;
}

export interface UpdateCheck {
  subscribe(listener: () => void): () => void;
  getSnapshot(): UpdateState;
  /** Checks now (a check already running is shared). */
  check(): Promise<void>;
  /** Checks unless the last check was less than `minGapMs` ago (navigation, focus). */
  checkSoon(): Promise<void>;
  /** Lets the new version's worker take over, then reloads. */
  refresh(): Promise<void>;
  /** Hides the offer until another build is offered. */
  dismiss(): void;
}

/** Every check a page makes, at most: navigation and focus come often, the file rarely changes. */
export const MIN_GAP_MS = 60_000;
/** The periodic check, for a page left open (a tab kept for days). */
export const CHECK_EVERY_MS = 30 * 60_000;

const INITIAL: UpdateState = { checked: false, available: false, build: null };

/** Resolves with `value` after `ms`, or when `promise` settles first. */
function within<T>(promise: Promise<T>, ms: number, value: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(value), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The build a worker says it is, or null (it does not answer, or says something else). */
function buildOf(worker: WorkerLike, ms: number): Promise<string | null> {
  const channel = new MessageChannel();
  const answer = new Promise<string | null>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent) =>
      resolve(typeof event.data === 'string' ? event.data : null);
  });
  worker.postMessage(WORKER_MESSAGES.build, [channel.port2]);
  return within(answer, ms, null).finally(() => channel.port1.close());
}

/** Resolves once `worker` is past `states` (or at once when it already is). */
function leaves(worker: WorkerLike, states: readonly string[], ms: number): Promise<void> {
  if (!states.includes(worker.state)) return Promise.resolve();
  let listener = () => {};
  const left = new Promise<void>((resolve) => {
    listener = () => {
      if (!states.includes(worker.state)) resolve();
    };
    worker.addEventListener('statechange', listener);
  });
  return within(left, ms, undefined).finally(() =>
    worker.removeEventListener('statechange', listener),
  );
}

/**
 * @example
 * const updates = createUpdateCheck({ registration, build, reload: () => location.reload() });
 * updates.subscribe(() => render(updates.getSnapshot()));
 * await updates.check();
 */
export function createUpdateCheck({
  registration,
  build,
  reload,
  now = Date.now,
  minGapMs = MIN_GAP_MS,
  answerMs = 5_000,
}: UpdateCheckOptions): UpdateCheck {
  const listeners = new Set<() => void>();
  let state: UpdateState = INITIAL;
  // The waiting worker of the build offered, which Refresh lets take over.
  let offered: WorkerLike | null = null;
  // The build the reader dismissed (undefined: none).
  let dismissed: string | null | undefined;
  let running: Promise<void> | null = null;
  let lastCheck = Number.NEGATIVE_INFINITY;

  function show(next: UpdateState) {
    if (
      next.checked === state.checked &&
      next.available === state.available &&
      next.build === state.build
    )
      return;
    state = next;
    for (const listener of listeners) listener();
  }

  function offer(newer: string | null | undefined, worker: WorkerLike | null) {
    offered = worker;
    // `undefined`: nothing newer. A dismissed build stays hidden; another one shows.
    const hidden = newer === undefined || (dismissed !== undefined && newer === dismissed);
    show({ checked: true, available: !hidden, build: hidden ? null : (newer ?? null) });
  }

  /**
   * What the registration holds now, once a worker being installed is done. `fresh`: an update
   * check has just read the server's file, so the active worker (with none installing or
   * waiting) is the build the server serves.
   */
  async function inspect(fresh: boolean) {
    const installing = registration.installing;
    if (installing) await leaves(installing, ['installing'], answerMs);
    const waiting = registration.waiting;
    if (waiting) {
      const theirs = await buildOf(waiting, answerMs);
      if (theirs === build) {
        // This page is the new version already (a reload got it): the worker may take over.
        waiting.postMessage(WORKER_MESSAGES.skipWaiting);
        offer(undefined, null);
      } else offer(theirs, waiting);
      return;
    }
    if (!fresh) {
      show({ ...state, checked: true });
      return;
    }
    const active = registration.active;
    const theirs = active ? await buildOf(active, answerMs) : null;
    offer(theirs !== null && theirs !== build ? theirs : undefined, null);
  }

  async function run() {
    lastCheck = now();
    // Rejected offline, or with no worker file on the server (an older build): only what the
    // browser already holds is known then.
    const fresh = await registration.update().then(
      () => true,
      () => false,
    );
    await inspect(fresh);
  }

  // A new file found by the browser's own check (it checks as a controlled page navigates) is
  // announced here, whenever it comes.
  registration.addEventListener('updatefound', () => void inspect(false));

  const check = () => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    check,
    checkSoon: () => (running || now() - lastCheck < minGapMs ? Promise.resolve() : check()),
    async refresh() {
      const worker = offered;
      if (worker && worker.state === 'installed') {
        worker.postMessage(WORKER_MESSAGES.skipWaiting);
        await leaves(worker, ['installed', 'activating'], answerMs);
      }
      reload();
    },
    dismiss() {
      if (!state.available) return;
      dismissed = state.build;
      show({ checked: true, available: false, build: null });
    },
  };
}
