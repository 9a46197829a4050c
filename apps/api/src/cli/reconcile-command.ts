/**
 * The reconcile command's logic, apart from the process it runs in (src/cli/reconcile.ts) so a
 * test can run it on its own database: checks the running neuron totals against the ledger and
 * each idea's running rating totals against its ratings, prints every difference, and answers
 * the exit code: 0 when they agree (or `--fix` rewrote them), 1 when they differ, 2 for
 * arguments it does not know.
 */
import type { Database } from '../db/client.js';
import { describeRatingDifference, reconcileRatingTotals } from '../modules/game/rating-totals.js';
import { describeDifference, reconcileNeuronTotals } from '../modules/ledger/reconcile.js';

export const RECONCILE_USAGE = `Usage: reconcile [--fix]
  Recomputes the running neuron totals (neuron_totals, neuron_days) from the neuron ledger, and
  each idea's rating count and sum (ideas) from its ratings, and prints every difference; exits
  1 when there is one. --fix rewrites the totals that differ, each kind in one transaction. The
  database is DATABASE_URL, or the embedded one in DATA_DIR (stop the embedded server first:
  one process holds its directory).`;

interface Check {
  readonly lines: string[];
  readonly fixed: boolean;
  /** What the totals are checked against, as the messages name it. */
  readonly totals: string;
  readonly source: string;
}

export async function reconcileCommand(
  db: Database,
  args: readonly string[],
  print: (line: string) => void,
): Promise<number> {
  const unknown = args.filter((a) => a !== '--fix');
  if (unknown.length > 0) {
    print(`Unknown argument: ${unknown.join(' ')}\n${RECONCILE_USAGE}`);
    return 2;
  }
  const fix = args.includes('--fix');
  const neurons = await reconcileNeuronTotals(db, { fix });
  const ratings = await reconcileRatingTotals(db, { fix });
  const checks: Check[] = [
    {
      lines: neurons.differences.map(describeDifference),
      fixed: neurons.fixed,
      totals: 'neuron totals',
      source: 'the ledger',
    },
    {
      lines: ratings.differences.map(describeRatingDifference),
      fixed: ratings.fixed,
      totals: "ideas' rating totals",
      source: 'their ratings',
    },
  ];
  let code = 0;
  for (const { lines, fixed, totals, source } of checks) {
    for (const line of lines) print(line);
    if (lines.length === 0) {
      print(`The ${totals} agree with ${source}.`);
      continue;
    }
    const found = `${lines.length} difference${lines.length === 1 ? '' : 's'}`;
    if (fixed) {
      print(`${found} found; the ${totals} were rewritten from ${source}.`);
      continue;
    }
    print(`${found} between the ${totals} and ${source}; run with --fix to rewrite them.`);
    code = 1;
  }
  return code;
}
