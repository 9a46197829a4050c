/**
 * Generated input for every write call of the contract table (issue 12): bodies derived from
 * the call's schema (its JSON Schema in `/api/openapi.json`), then mutated — wrong types, huge
 * strings and arrays, NUL, unpaired surrogates, nesting ten thousand levels deep, numbers at
 * the limits, extra fields — sent by users with the rights the call needs (a player, the
 * catalyst of the challenges, an admin), to addresses naming real rows. It fails on any 5xx, on
 * a request that takes longer than a generous budget (a hang), and on any row written by a
 * refused (4xx) request.
 *
 * `pnpm test` runs a few inputs per call with a fixed seed; `pnpm fuzz` runs 10,000 per call
 * with a random seed it prints (`FUZZ_SEED=<seed> FUZZ_RUNS=<n>` replays a failure).
 */
import { CALLS, type CallDefinition, type CallName } from '@nervus/contracts';
import { openApiDocument } from '@nervus/contracts/openapi';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DEMO_PASSWORD, type TestServer } from './test/harness.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
/** Fixed in `pnpm test`; random (and printed) for a fuzzing run unless given. */
const SEED = Number(
  process.env.FUZZ_SEED ??
    (process.env.FUZZ_RUNS ? Math.floor(Math.random() * 2 ** 31) : 20_261_122),
);
/** A request slower than this is taken for a hang: far above any answer on a loaded machine. */
const HANG_MS = 20_000;
if (process.env.FUZZ_RUNS) process.stderr.write(`fuzz: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}\n`);

type Json = Record<string, unknown>;
const doc = openApiDocument({ title: 'fuzz', version: '0' }) as {
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json> };
};

let t: TestServer;
const tokens: Record<string, string> = {};
/** Real values for each path parameter, by the segment before it (`/challenges/{id}`). */
const pools: Record<string, string[]> = {};

/** Who signs in: the player and the catalyst by name and password, the admin as `ada`. */
const players: Record<string, [string, string]> = { admin: ['ada', DEMO_PASSWORD] };

/** Fresh sessions for every player: a call before may have ended one (`endSession`, `revoke`). */
async function signInAll(): Promise<void> {
  for (const [who, [name, password]] of Object.entries(players)) {
    tokens[who] = await t.signIn(name, password);
  }
}

async function column(query: string): Promise<string[]> {
  const result = await t.db.execute(sql.raw(query));
  return (result as unknown as { rows: { v: string }[] }).rows.map((row) => String(row.v));
}

beforeAll(async () => {
  t = await createTestServer({
    limits: {
      writes: [1e9, 60_000],
      signInPerIp: [1e9, 60_000],
      signUpPerIp: [1e9, 60_000],
    },
  });
  const player = await t.signUp();
  const [catalyst] = await column(
    `select u.handle as v from challenges c join users u on u.id = c.catalyst_id
     where c.settled_at is null group by u.handle order by count(*) desc limit 1`,
  );
  players.player = [player.input.screen_name, player.input.password];
  players.catalyst = [catalyst as string, DEMO_PASSWORD];
  await signInAll();
  // A draft of the player's own, so the draft calls reach their handlers.
  const draft = await t.call('createDraft', {
    token: tokens.player as string,
    body: { origin: 'qq', draft_type: 'challenge', content: { title: 'fuzz' } },
  });
  const open = `select id::text as v from challenges where settled_at is null order by created_at desc limit 4`;
  pools.challenges = await column(open);
  pools.ideas = await column(`select id::text as v from ideas order by created_at desc limit 4`);
  pools.drafts = [draft.body.data._id as string];
  pools.feedbacks = await column(`select id::text as v from mentor_feedbacks limit 3`);
  pools.users = await column(`select handle as v from users order by created_at limit 4`);
  pools.platforms = await column(`select slug as v from platforms limit 3`);
  pools.flags = await column(`select key as v from feature_flags limit 3`);
  pools.contexts = ['challenge'];
  pools.messages = await column(`select id::text as v from discussion_messages limit 3`);
  pools.suggestions = [...pools.ideas, ...pools.challenges];
  pools.files = await column(`select id::text as v from files limit 2`);
}, 120_000);
afterAll(() => t.close());

// ---------------------------------------------------------------------------------------------
// Values from a JSON Schema

function resolve(schema: Json): Json {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.replace('#/components/schemas/', '');
  return doc.components.schemas[name] ?? {};
}

/** Values a schema accepts, or nearly (game rules the schema cannot say are left to chance). */
function arbitrary(raw: Json, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(raw);
  if (depth > 5) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) return fc.oneof(...options.map((o) => arbitrary(o, depth + 1)));
  }
  if (Array.isArray(schema.allOf)) return arbitrary(schema.allOf[0] as Json, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : -1000;
      const max = typeof schema.maximum === 'number' ? schema.maximum : 1000;
      return type === 'integer'
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, 2 ** 31)) })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = (schema.items as Json | undefined) ?? {};
      const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const maxLength = Math.max(minLength, Math.min(Number(schema.maxItems ?? 4), 4));
      return fc.array(arbitrary(items, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const properties = (schema.properties as Record<string, Json> | undefined) ?? {};
      const required = (schema.required as string[] | undefined) ?? [];
      const entries = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, arbitrary(value, depth + 1)]),
      );
      if (Object.keys(entries).length === 0) {
        return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), {
          maxKeys: 3,
        });
      }
      return fc.record(entries, { requiredKeys: required.filter((key) => key in entries) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The ids of real challenges and ideas, as an arbitrary (none when the seed has none). */
function realIds(): fc.Arbitrary<string>[] {
  const ids = [...(pools.challenges ?? []), ...(pools.ideas ?? [])];
  return ids.length > 0 ? [fc.constantFrom(...ids)] : [];
}

function stringFor(schema: Json): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = Math.max(minLength, Math.min(Number(schema.maxLength ?? 40), 40));
  switch (schema.format) {
    case 'uuid':
      return fc.oneof(fc.uuid(), ...realIds());
    case 'email':
      return fc.emailAddress();
    case 'date-time':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'uri':
      return fc.webUrl();
  }
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= 200);
    } catch {
      // A pattern JavaScript cannot read: any text.
    }
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

// ---------------------------------------------------------------------------------------------
// Mutations

/** Stands for a value only raw JSON text can carry (deep nesting, 1e309), put in after. */
const RAW = '\u0001raw\u0001';
const DEEP = 10_000;
const rawValues = {
  deepArrays: `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`,
  deepObjects: `${'{"a":'.repeat(DEEP)}0${'}'.repeat(DEEP)}`,
  beyondDouble: '1e309',
  negativeZero: '-0',
};

const replacement = fc.oneof(
  // Wrong types.
  fc.constantFrom<unknown>(null, true, false, 0, '', [], {}, 'text', [null], { $gt: '' }),
  // Huge.
  fc.constantFrom<unknown>(
    'x'.repeat(10_000),
    'y'.repeat(70_000),
    Array.from({ length: 10_000 }, () => 0),
    Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`k${i}`, i])),
  ),
  // Text no column can hold, and look-alikes that are fine.
  fc.constantFrom<unknown>('a\u0000b', '\u0000', '\uD800', 'x\uDFFFy', '\uD83D\uDE00', '\u202E'),
  // Numbers at the limits, and numbers as strings.
  fc.constantFrom<unknown>(
    -0,
    2 ** 53,
    -(2 ** 53),
    2 ** 53 + 2,
    1e308,
    -1e308,
    -1,
    5e-324,
    0.1,
    'NaN',
    'Infinity',
    '-1',
    '1e308',
    '9007199254740993',
  ),
  fc.constantFrom(...Object.keys(rawValues)).map((name) => `${RAW}${name}`),
);

interface Place {
  readonly container: Record<string | number, unknown> | unknown[];
  readonly key: string | number;
}

/** Every place in a value where a mutation can go. */
function placesIn(value: unknown): Place[] {
  const places: Place[] = [];
  const stack = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (Array.isArray(current)) {
      current.forEach((item, i) => {
        places.push({ container: current, key: i });
        stack.push(item);
      });
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        places.push({ container: current as Record<string, unknown>, key });
        stack.push(item);
      }
    }
  }
  return places;
}

const mutation = fc.record({
  kind: fc.constantFrom('none', 'replace', 'replace', 'deep', 'extra', 'root'),
  where: fc.nat(),
  value: replacement,
  extraKey: fc.constantFrom('extra', '__proto__', 'constructor', 'is_global_admin', 'a\u0000'),
});

type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

/** The body's JSON text after one mutation. */
function mutate(base: unknown, m: Mutation): string {
  let body = structuredClone(base);
  const places = placesIn(body);
  if (m.kind === 'root') body = m.value;
  else if ((m.kind === 'replace' || m.kind === 'deep') && places.length > 0) {
    const place = places[m.where % places.length] as Place;
    const value =
      m.kind === 'deep' ? `${RAW}${m.where % 2 ? 'deepArrays' : 'deepObjects'}` : m.value;
    (place.container as Record<string | number, unknown>)[place.key] = value;
  } else if (m.kind === 'extra' && body && typeof body === 'object' && !Array.isArray(body)) {
    Object.defineProperty(body, m.extraKey, { value: m.value, enumerable: true });
  }
  const text = JSON.stringify(body) ?? 'null';
  return text.replace(
    new RegExp(`"${RAW}(\\w+)"`, 'g'),
    (_, name: keyof typeof rawValues) => rawValues[name],
  );
}

// ---------------------------------------------------------------------------------------------
// Requests

/** Anything written since: the next transaction id moves only when one wrote something. */
async function nextTransaction(): Promise<string> {
  const [xmax] = await column(`select pg_snapshot_xmax(pg_current_snapshot())::text as v`);
  return xmax as string;
}

function requestSchema(call: CallDefinition): Json | undefined {
  const operation = doc.paths[call.path]?.[call.method.toLowerCase()];
  const content = (operation?.requestBody as Json | undefined)?.content as
    | Record<string, { schema: Json }>
    | undefined;
  return content?.['application/json']?.schema;
}

function whoFor(call: CallDefinition): fc.Arbitrary<string | undefined> {
  if (call.auth === 'admin') return fc.constant(tokens.admin);
  // The catalyst's calls sit on their challenges; the player's on everything else.
  return fc.constantFrom(tokens.player, tokens.catalyst, tokens.player, undefined);
}

function paramsFor(call: CallDefinition): fc.Arbitrary<string> {
  const segments = call.path.split('/').slice(1);
  const parts = segments.map((segment, i) => {
    if (!segment.startsWith('{')) return fc.constant(segment);
    const before = segments[i - 1] ?? '';
    const pool =
      pools[before] ??
      (segment === '{context}' ? pools.contexts : segment === '{message}' ? pools.messages : []);
    const real = pool && pool.length > 0 ? fc.constantFrom(...pool) : fc.uuid();
    return fc.oneof(
      { weight: 8, arbitrary: real },
      { weight: 1, arbitrary: fc.uuid() },
      {
        weight: 1,
        arbitrary: fc.constantFrom('%00', 'x'.repeat(300), '..', '%2e%2e', '0', '-1', '%ED%A0%80'),
      },
    );
  });
  return fc.tuple(...parts).map((values) => `/${values.join('/')}`);
}

const WRITES = (Object.entries(CALLS) as [CallName, CallDefinition][]).filter(
  ([, call]) => call.method !== 'GET' && call.rawBody !== 'bytes',
);

/** Answers by call and status, printed by `pnpm fuzz` to show how far the inputs got. */
const seen = new Map<string, number>();
afterAll(() => {
  if (!process.env.FUZZ_RUNS) return;
  const lines = [...seen].sort().map(([what, n]) => `${what}: ${n}`);
  process.stderr.write(`fuzz answers\n${lines.join('\n')}\n`);
});

/** Tables that record refused requests by design: failed sign-ins slow the next ones down. */
const RECORDS_REFUSALS = new Set(['sign_in_backoff']);

let digest: Record<string, string> | undefined;
let mark = '';

describe(`generated input for every write call (${RUNS} a call, seed ${SEED})`, () => {
  it('has write calls to try', () => {
    expect(WRITES.length).toBeGreaterThan(30);
  });

  for (const [name, call] of WRITES) {
    it(
      `${name}: no 5xx, no hang, nothing written when refused`,
      async () => {
        const schema = requestSchema(call);
        const body = schema ? arbitrary(schema) : fc.constant(undefined);
        const input = fc.record({
          token: whoFor(call),
          path: paramsFor(call),
          body,
          mutation,
          key: fc.option(fc.string({ minLength: 1, maxLength: 20, unit: 'binary-ascii' })),
        });
        await signInAll();
        const now = await nextTransaction();
        if (now !== mark || !digest) digest = await t.databaseDigest();
        mark = now;
        await fc.assert(
          fc.asyncProperty(input, async ({ token, path, body: base, mutation: m, key }) => {
            const text = call.body ? mutate(base ?? {}, m) : undefined;
            const headers: Record<string, string> = { host: 'localhost' };
            if (token) headers.authorization = `Bearer ${token}`;
            if (text !== undefined) headers['content-type'] = 'application/json';
            if (key && /^[\x21-\x7e]+$/.test(key)) headers['idempotency-key'] = key;
            const started = performance.now();
            let timer: NodeJS.Timeout | undefined;
            const hang = new Promise<'hang'>((done) => {
              timer = setTimeout(() => done('hang'), HANG_MS);
            });
            const response = await Promise.race([
              t.app.request(`http://localhost/api${path}`, {
                method: call.method,
                headers,
                ...(text === undefined ? {} : { body: text }),
              }),
              hang,
            ]).finally(() => clearTimeout(timer));
            const what = `${call.method} ${path} ${(text ?? '').slice(0, 300)}`;
            if (response === 'hang') throw new Error(`no answer within ${HANG_MS} ms: ${what}`);
            const answer = await response.text();
            const ms = performance.now() - started;
            const tally = `${name} ${response.status}`;
            seen.set(tally, (seen.get(tally) ?? 0) + 1);
            if (response.status >= 500) {
              throw new Error(`${response.status} ${answer.slice(0, 300)} for ${what}`);
            }
            expect(ms, what).toBeLessThan(HANG_MS);
            const now = await nextTransaction();
            if (now === mark) return;
            mark = now;
            const after = await t.databaseDigest();
            if (response.status >= 400) {
              const changed = Object.keys(after).filter(
                (table) => after[table] !== digest?.[table] && !RECORDS_REFUSALS.has(table),
              );
              expect(changed, `${response.status} ${answer.slice(0, 200)} wrote: ${what}`).toEqual(
                [],
              );
            }
            digest = after;
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      },
      Math.max(600_000, RUNS * 500),
    );
  }
});
