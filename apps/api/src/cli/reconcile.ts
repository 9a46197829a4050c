/**
 * `pnpm --filter @nervus/api reconcile [--fix]` in development, `node dist/cli/reconcile.js
 * [--fix]` when built: reconciles the running neuron totals with the ledger on the database of
 * the environment (DATABASE_URL, or the embedded one in DATA_DIR), as the server would open it.
 */
import { openDatabase } from '../db/client.js';
import { loadConfig, processEnv } from '../env.js';
import { reconcileCommand } from './reconcile-command.js';

const config = loadConfig(processEnv(), 'reconcile');
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
let code: number;
try {
  code = await reconcileCommand(database.db, process.argv.slice(2), (line) =>
    process.stdout.write(`${line}\n`),
  );
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  code = 1;
} finally {
  await database.close();
}
process.exitCode = code;
