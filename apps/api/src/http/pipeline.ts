/**
 * One route handler per call, running the API's layers itself (docs/decisions/0015). Hono runs
 * a route with several handlers through `compose`, where every layer is an async step (a promise
 * and a closure each) and the answer always arrives as a promise, which `@hono/node-server` then
 * writes through its slower path (an async response writer and a `close` listener per request).
 * A route with a single handler that answers synchronously is written at once. So the layers
 * here are called in turn by `pipeline`, and a layer with nothing to wait for (a cached
 * platform, a visitor without credentials, a cached answer) calls the next one directly: a read
 * served from memory is answered without a single promise.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.js';

/** What a layer gives back: an answer, nothing (the next layers answered), or a promise of either. */
export type Outcome = Response | undefined | Promise<Response | undefined>;

/**
 * A layer of the API: hono's middleware shape, `(c, next) => …`, where `next()` may answer
 * synchronously. A layer with nothing to wait for returns `next()` (or its answer) as it is, so
 * the request stays synchronous; one that must wait returns a promise, as a hono middleware
 * does. Hono's own middlewares (body limit, validators) fit as they are.
 */
export type Layer = (c: Context<AppEnv>, next: () => Outcome) => Outcome;

/** A hono middleware used as a layer (its `next` may answer synchronously; `await` takes both). */
export const asLayer = (middleware: MiddlewareHandler<AppEnv>) => middleware as unknown as Layer;

/** A layer used as a hono middleware (tests mount the frame on a plain hono app). */
export const asMiddleware = (layer: Layer) => layer as unknown as MiddlewareHandler<AppEnv>;

type OnError = (error: Error, c: Context<AppEnv>) => Response;

function settle(c: Context<AppEnv>, answer: Response | undefined, failed: boolean): void {
  // As hono's compose: a layer's own answer counts unless a later layer has answered already,
  // and an error's answer replaces whatever was there.
  if (answer && (c.finalized === false || failed)) c.res = answer;
}

/**
 * Runs `layers` in order as one route handler. Errors are answered by `onError` at the layer
 * that threw, as hono's compose does, so the layers around it (the frame's log line and headers,
 * the session cookies) see an answer either way.
 *
 * @example app.get('/api/health', pipeline([frame(deps), handler], toResponse));
 */
export function pipeline(
  layers: readonly Layer[],
  onError: OnError,
): (c: Context<AppEnv>) => Response | Promise<Response> {
  const count = layers.length;

  function failed(c: Context<AppEnv>, error: unknown): void {
    if (!(error instanceof Error)) throw error;
    c.error = error;
    settle(c, onError(error, c), true);
  }

  function run(c: Context<AppEnv>, i: number): Promise<undefined> | undefined {
    if (i === count) return undefined;
    const layer = layers[i] as Layer;
    let outcome: Outcome;
    try {
      outcome = layer(c, () => run(c, i + 1));
    } catch (error) {
      failed(c, error);
      return undefined;
    }
    if (outcome instanceof Promise) {
      return outcome.then(
        (answer) => {
          settle(c, answer, false);
          return undefined;
        },
        (error: unknown) => {
          failed(c, error);
          return undefined;
        },
      );
    }
    settle(c, outcome, false);
    return undefined;
  }

  function answered(c: Context<AppEnv>): Response {
    if (!c.finalized) throw new Error('No layer answered the request.');
    return c.res;
  }

  return (c) => {
    const done = run(c, 0);
    return done ? done.then(() => answered(c)) : answered(c);
  };
}
