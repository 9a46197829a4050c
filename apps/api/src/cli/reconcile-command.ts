/**
 * The reconcile command's logic, apart from the process it runs in (src/cli/reconcile.ts) so a
 * test can run it on its own database: checks the running neuron totals against the ledger,
 * prints every difference, and answers the exit code: 0 when they agree (or `--fix` rewrote
 * them), 1 when they differ, 2 for arguments it does not know.
 */
import type { Database } from '../db/client.js';
import { describeDifference, reconcileNeuronTotals } from '../modules/ledger/reconcile.js';

export const RECONCILE_USAGE = `Usage: reconcile [--fix]
  Recomputes the running neuron totals (neuron_totals, neuron_days) from the neuron ledger and
  prints every difference; exits 1 when there is one. --fix rewrites the totals from the ledger
  in one transaction. The database is DATABASE_URL, or the embedded one in DATA_DIR (stop the
  embedded server first: one process holds its directory).`;

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
  const { differences, fixed } = await reconcileNeuronTotals(db, { fix });
  for (const d of differences) print(describeDifference(d));
  if (differences.length === 0) {
    print('The neuron totals agree with the ledger.');
    return 0;
  }
  const found = `${differences.length} difference${differences.length === 1 ? '' : 's'}`;
  if (fixed) {
    print(`${found} found; the totals were rewritten from the ledger.`);
    return 0;
  }
  print(`${found} between the neuron totals and the ledger; run with --fix to rewrite them.`);
  return 1;
}
