import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challenges, ideas, neuronTotals } from '../db/schema.js';
import { createTestServer, type TestServer } from '../test/harness.js';
import { reconcileCommand } from './reconcile-command.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

const AGREE = [
  'The neuron totals agree with the ledger.',
  "The ideas' rating totals agree with their ratings.",
];

async function run(...args: string[]) {
  const lines: string[] = [];
  const code = await reconcileCommand(t.db, args, (line) => lines.push(line));
  return { code, lines };
}

describe('reconcile', () => {
  it('exits 0 when the totals agree with the ledger', async () => {
    // Publishing pays the catalyst through the ledger.
    const { token } = await t.signUp();
    const published = await t.call('createChallenge', {
      token,
      body: {
        challenge: {
          question_title: 'How could a ledger stay reconciled',
          question_detail: 'For the reconcile command.',
          platform_category: 'environment',
          innovation_scale: 'blue-sky',
          primary_image: 'https://images.nervus.test/reconcile.jpg',
          duration_end: new Date(t.clock.now.getTime() + 7 * 86_400_000).toISOString(),
          tags: [],
        },
        prize: { prize_type: 'points', prize_money: '0' },
      },
    });
    expect(published.status).toBe(201);
    expect(await run()).toEqual({ code: 0, lines: AGREE });
  });

  it('reports a difference with exit 1, and --fix repairs it', async () => {
    const { user } = await t.signUp();
    await t.db
      .insert(neuronTotals)
      .values({ userId: user.id, role: 'patron', milliPoints: 1, awards: 1 });
    const found = await run();
    expect(found.code).toBe(1);
    expect(found.lines).toEqual([
      `neuron_totals  user ${user.id}  role patron  stored 0.001 (1 award)  recomputed none`,
      '1 difference between the neuron totals and the ledger; run with --fix to rewrite them.',
      AGREE[1],
    ]);
    const fixed = await run('--fix');
    expect(fixed).toEqual({
      code: 0,
      lines: [
        found.lines[0],
        '1 difference found; the neuron totals were rewritten from the ledger.',
        AGREE[1],
      ],
    });
    const left = await t.db
      .select()
      .from(neuronTotals)
      .where(and(eq(neuronTotals.userId, user.id), eq(neuronTotals.role, 'patron')));
    expect(left).toEqual([]);
    expect((await run()).code).toBe(0);
  });

  it("reports an idea's wrong rating total with exit 1, and --fix repairs it", async () => {
    // An idea no one rated, stored as rated twice.
    const { user } = await t.signUp();
    const [challenge] = await t.db.select({ id: challenges.id }).from(challenges).limit(1);
    if (!challenge) throw new Error('the demo data has a challenge');
    const [idea] = await t.db
      .insert(ideas)
      .values({
        challengeId: challenge.id,
        authorId: user.id,
        title: 'A drifting idea',
        description: 'Its totals say it was rated.',
        contentHash: 'drift',
        ratingCount: 2,
        ratingSumTenths: 70,
      })
      .returning({ id: ideas.id });
    if (!idea) throw new Error('the idea was entered');
    const found = await run();
    expect(found.code).toBe(1);
    expect(found.lines).toEqual([
      AGREE[0],
      `ideas  idea ${idea.id}  challenge ${challenge.id}  stored 2 ratings (70 tenths)  recomputed 0 ratings (0 tenths)`,
      "1 difference between the ideas' rating totals and their ratings; run with --fix to rewrite them.",
    ]);
    expect(await run('--fix')).toEqual({
      code: 0,
      lines: [
        AGREE[0],
        found.lines[1],
        "1 difference found; the ideas' rating totals were rewritten from their ratings.",
      ],
    });
    expect(await run()).toEqual({ code: 0, lines: AGREE });
  });

  it('refuses arguments it does not know', async () => {
    const refused = await run('--fxi');
    expect(refused.code).toBe(2);
    expect(refused.lines[0]).toMatch(/^Unknown argument: --fxi\nUsage: reconcile \[--fix\]/);
  });
});
