/**
 * A fake of the app's API for unit tests, typed by call name: each answer is a function of the
 * call's input that returns the call's `CallResponse` (or throws, e.g. an `ApiError`). Calls
 * without an answer reject with the call's name and fail the test when it finishes, so a page
 * that asks for more than the test expects cannot pass quietly.
 *
 * It replaces `api.call` on the app's one client (`lib/api.ts`) for the current test only, so no
 * test needs `vi.mock` of the api module, and everything else (cookies, `hasSession`) stays real.
 */
import type { CallName, CallResponse } from '@nervus/contracts';
import { onTestFinished, vi } from 'vitest';
import { api } from '../lib/api.js';

/** What the app passes to `api.call(name, input)`. */
export type CallInput<N extends CallName> = NonNullable<Parameters<typeof api.call<N>>[1]>;

/** One call's answer: its typed response, or a thrown error (a failed call). */
export type Answer<N extends CallName> = (
  input: CallInput<N>,
) => CallResponse<N> | Promise<CallResponse<N>>;

export type Answers = { readonly [N in CallName]?: Answer<N> };

export interface RecordedCall {
  readonly name: CallName;
  readonly input: CallInput<CallName>;
}

export interface FakeApi {
  /** Every call the app made, in order (answered or not). */
  readonly calls: readonly RecordedCall[];
  /** The inputs of every call to `name`, in order. */
  inputsOf<N extends CallName>(name: N): CallInput<N>[];
  /** Adds or replaces answers, e.g. to change what the server says after a write. */
  answer(more: Answers): void;
  /** What `api.uploadImage` resolves (the image's address); by default it fails the test. */
  upload?: (file: Blob) => string;
}

// The fake of the running test: a second render in the same test adds to it.
let installed: { fake: FakeApi } | null = null;

/**
 * Installs the fake for the running test (restored when it finishes); called again in the same
 * test, it adds the answers to the installed fake and returns that one.
 *
 * @example
 * const server = fakeApi({
 *   discussionMeta: () => ({ data: aDiscussionMeta() }),
 *   discussionMessages: ({ query }) => aPage(query?.sort === 'insightful' ? [] : [aMessage()]),
 * });
 * expect(server.inputsOf('discussionMessages')[0]?.query?.sort).toBe('recent');
 */
export function fakeApi(initial: Answers = {}): FakeApi {
  if (installed) {
    installed.fake.answer(initial);
    return installed.fake;
  }
  const answers: Record<string, Answer<CallName> | undefined> = { ...initial };
  const calls: RecordedCall[] = [];
  const unanswered: string[] = [];

  const fake: FakeApi = {
    calls,
    inputsOf: <N extends CallName>(name: N) =>
      calls.filter((c) => c.name === name).map((c) => c.input as CallInput<N>),
    answer(more) {
      Object.assign(answers, more);
    },
  };

  // The cast bridges `call`'s per-name generic signature to one dispatcher over the table.
  const call = vi.spyOn(api, 'call').mockImplementation((async (
    name: CallName,
    input: CallInput<CallName> = {},
  ) => {
    calls.push({ name, input });
    const answer = answers[name];
    if (!answer) {
      unanswered.push(name);
      throw new Error(`fakeApi: the test gave no answer for the call "${name}"`);
    }
    return answer(input);
  }) as typeof api.call);
  const request = vi.spyOn(api, 'request').mockImplementation(async (method, path) => {
    unanswered.push(`${method} ${path}`);
    throw new Error(`fakeApi: raw api.request(${method} ${path}); use a call of the table`);
  });
  const upload = vi.spyOn(api, 'uploadImage').mockImplementation(async (file) => {
    if (!fake.upload) {
      unanswered.push('uploadImage');
      throw new Error('fakeApi: the test gave no answer for uploadImage (set `upload`)');
    }
    return fake.upload(file);
  });

  installed = { fake };
  onTestFinished(() => {
    installed = null;
    call.mockRestore();
    request.mockRestore();
    upload.mockRestore();
    if (unanswered.length > 0)
      throw new Error(`fakeApi: calls without an answer: ${[...new Set(unanswered)].join(', ')}`);
  });
  return fake;
}
