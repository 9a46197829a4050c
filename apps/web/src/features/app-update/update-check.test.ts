// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { WORKER_MESSAGES } from './messages.js';
import {
  createUpdateCheck,
  type RegistrationLike,
  type UpdateCheck,
  type UpdateState,
  type WorkerLike,
} from './update-check.js';

/** A worker as the browser keeps it: a build it tells (null: it never answers) and a state. */
class FakeWorker implements WorkerLike {
  state: string;
  readonly told: unknown[] = [];
  private readonly listeners = new Set<() => void>();
  constructor(
    readonly build: string | null,
    state: string,
    private readonly onSkipWaiting: (worker: FakeWorker) => void = () => {},
  ) {
    this.state = state;
  }
  postMessage(message: unknown, transfer?: Transferable[]) {
    this.told.push(message);
    const port = transfer?.[0] as MessagePort | undefined;
    if (message === WORKER_MESSAGES.build && port && this.build !== null)
      port.postMessage(this.build);
    if (message === WORKER_MESSAGES.skipWaiting) this.onSkipWaiting(this);
  }
  addEventListener(_type: 'statechange', listener: () => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'statechange', listener: () => void) {
    this.listeners.delete(listener);
  }
  moveTo(state: string) {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

/**
 * A registration over a server that serves `deployed`'s worker: `update()` installs it when it
 * differs from the newest worker, as the browser does; it waits while another is active.
 */
class FakeRegistration implements RegistrationLike {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null;
  offline = false;
  updates = 0;
  private readonly found = new Set<() => void>();
  addEventListener(_type: 'updatefound', listener: () => void) {
    this.found.add(listener);
  }
  constructor(
    public deployed: string,
    active: string | null,
  ) {
    this.active = active === null ? null : new FakeWorker(active, 'activated');
  }
  private takeOver = (worker: FakeWorker) => {
    if (this.waiting !== worker) return;
    worker.moveTo('activating');
    this.waiting = null;
    this.active = worker;
    setTimeout(() => worker.moveTo('activated'));
  };
  async update() {
    this.updates += 1;
    if (this.offline) throw new TypeError('Failed to update a ServiceWorker: network error');
    const newest = this.waiting ?? this.active;
    if (newest?.build === this.deployed) return this;
    const worker = new FakeWorker(this.deployed, 'installing', this.takeOver);
    this.installing = worker;
    for (const listener of this.found) listener();
    // Installed a moment later; it waits while another worker is active.
    setTimeout(() => {
      this.installing = null;
      worker.moveTo('installed');
      if (this.active) this.waiting = worker;
      else {
        this.active = worker;
        worker.moveTo('activated');
      }
    });
    return this;
  }
}

function setUp(registration: FakeRegistration, build: string, now = () => 0) {
  const reload = vi.fn();
  const updates = createUpdateCheck({ registration, build, reload, now, answerMs: 10_000 });
  const seen: unknown[] = [];
  updates.subscribe(() => seen.push(updates.getSnapshot()));
  return { updates, reload, seen };
}

const NOTHING = { checked: true, available: false, build: null };
const offered = (build: string | null) => ({ checked: true, available: true, build });

/** Waits until the check shows `state` (a worker found by the browser's own check, later). */
function until(updates: UpdateCheck, state: UpdateState) {
  return vi.waitFor(() => expect(updates.getSnapshot()).toEqual(state));
}

describe('createUpdateCheck', () => {
  it('offers nothing on the first visit, nor while the server serves this page’s build', async () => {
    const registration = new FakeRegistration('b1', null);
    const { updates, seen } = setUp(registration, 'b1');
    await updates.check();
    await vi.waitFor(() => expect(registration.active?.state).toBe('activated'));
    await updates.check();
    expect(updates.getSnapshot()).toEqual(NOTHING);
    expect(registration.updates).toBe(2);
    expect(seen).toEqual([NOTHING]);
  });

  it('offers a new build once its worker waits, and Refresh lets it take over, then reloads', async () => {
    const registration = new FakeRegistration('b1', 'b1');
    const { updates, reload, seen } = setUp(registration, 'b1');
    await updates.check();
    expect(updates.getSnapshot()).toEqual(NOTHING);

    registration.deployed = 'b2';
    await updates.check();
    await until(updates, offered('b2'));
    expect(seen).toEqual([NOTHING, offered('b2')]);
    const waiting = registration.waiting;
    expect(waiting?.state).toBe('installed');
    // Asked which build it is, never told to take over before the reader says so.
    expect(waiting?.told).toContain(WORKER_MESSAGES.build);
    expect(waiting?.told).not.toContain(WORKER_MESSAGES.skipWaiting);
    expect(reload).not.toHaveBeenCalled();

    await updates.refresh();
    expect(waiting?.told).toContain(WORKER_MESSAGES.skipWaiting);
    expect(registration.active).toBe(waiting);
    expect(registration.active?.state).toBe('activated');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('lets a waiting worker of this page’s own build take over quietly (a reload got it first)', async () => {
    const registration = new FakeRegistration('b2', 'b1');
    const { updates, seen } = setUp(registration, 'b2');
    await updates.check();
    await vi.waitFor(() => expect(registration.active?.build).toBe('b2'));
    expect(registration.waiting).toBeNull();
    expect(seen.every((state) => JSON.stringify(state) === JSON.stringify(NOTHING))).toBe(true);
  });

  it('offers the build another tab took over: the active worker is newer than this page', async () => {
    const registration = new FakeRegistration('b2', 'b2');
    const { updates, reload } = setUp(registration, 'b1');
    await updates.check();
    expect(updates.getSnapshot()).toEqual(offered('b2'));
    // Nothing waits: Refresh only reloads.
    await updates.refresh();
    expect(registration.active?.told).not.toContain(WORKER_MESSAGES.skipWaiting);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('hides a dismissed build until another one comes', async () => {
    const registration = new FakeRegistration('b2', 'b1');
    const { updates, seen } = setUp(registration, 'b1');
    await updates.check();
    await until(updates, offered('b2'));
    updates.dismiss();
    expect(updates.getSnapshot()).toEqual(NOTHING);
    await updates.check();
    expect(updates.getSnapshot()).toEqual(NOTHING);

    registration.deployed = 'b3';
    await updates.check();
    await until(updates, offered('b3'));
    expect(seen.slice(-3)).toEqual([offered('b2'), NOTHING, offered('b3')]);
    expect(registration.waiting?.build).toBe('b3');
  });

  it('offers a waiting worker that does not say its build, and nothing for an active one', async () => {
    const silentWaiting = new FakeRegistration('b1', 'b1');
    silentWaiting.waiting = new FakeWorker(null, 'installed');
    // The server still serves what waits.
    silentWaiting.update = async () => silentWaiting;
    const first = createUpdateCheck({
      registration: silentWaiting,
      build: 'b1',
      reload: () => {},
      answerMs: 20,
    });
    await first.check();
    expect(first.getSnapshot()).toEqual(offered(null));

    const silentActive = new FakeRegistration('x', 'x');
    silentActive.active = new FakeWorker(null, 'activated');
    silentActive.update = async () => silentActive;
    const second = createUpdateCheck({
      registration: silentActive,
      build: 'b1',
      reload: () => {},
      answerMs: 20,
    });
    await second.check();
    expect(second.getSnapshot()).toEqual(NOTHING);
  });

  it('offers a new build the browser’s own check found (a controlled page’s navigation)', async () => {
    const registration = new FakeRegistration('b1', 'b1');
    const { updates } = setUp(registration, 'b1');
    await updates.check();
    registration.deployed = 'b2';
    // Not through the page's check: the browser fetched the file itself.
    await registration.update();
    await until(updates, offered('b2'));
    expect(registration.updates).toBe(2);
  });

  it('changes nothing while offline', async () => {
    const registration = new FakeRegistration('b2', 'b1');
    const { updates } = setUp(registration, 'b1');
    await updates.check();
    await until(updates, offered('b2'));
    registration.offline = true;
    await updates.check();
    expect(updates.getSnapshot()).toEqual(offered('b2'));
    // What the browser holds still counts: a new page of the older build sees what waits.
    const older = setUp(registration, 'b1');
    await older.updates.check();
    expect(older.updates.getSnapshot()).toEqual(offered('b2'));
    // Without the server, an active worker of another build is no proof of a newer one.
    const away = new FakeRegistration('b2', 'b2');
    away.offline = true;
    const unsure = setUp(away, 'b1');
    await unsure.updates.check();
    expect(unsure.updates.getSnapshot()).toEqual(NOTHING);
  });

  it('checks on navigation and focus at most once a minute, and shares a running check', async () => {
    let clock = 0;
    const registration = new FakeRegistration('b1', 'b1');
    const { updates } = setUp(registration, 'b1', () => clock);
    await Promise.all([updates.check(), updates.check(), updates.checkSoon()]);
    expect(registration.updates).toBe(1);
    clock = 59_999;
    await updates.checkSoon();
    expect(registration.updates).toBe(1);
    clock = 60_000;
    await updates.checkSoon();
    expect(registration.updates).toBe(2);
    // The periodic check is not held back.
    await updates.check();
    expect(registration.updates).toBe(3);
  });
});
