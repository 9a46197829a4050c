/**
 * The child process of `prepareInChild`: opens the database of the environment, migrates and
 * seeds it, settles what is already due, closes it, tells the parent and exits, taking PGlite's
 * grown heap with it.
 */
import { openDatabase } from '../db/client.js';
import { loadConfig, processEnv } from '../env.js';
import { serverLog } from './log.js';
import { catchUp, migrateAndSeed, type PreparedMessage } from './prepare.js';

const config = loadConfig(processEnv(), process.argv[2] ?? '0.0.0');
// Its parent writes to the same output.
const log = serverLog({ level: config.logLevel, base: { role: 'prepare' }, shared: true });

try {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const report = await migrateAndSeed(database, config);
  await catchUp(database, log);
  // Closing writes PGlite's files out; the parent opens them next.
  await database.close();
  const message: PreparedMessage = { type: 'nervus:prepared', report };
  process.send?.(message, undefined, undefined, (error) => {
    process.exit(error ? 1 : 0);
  });
} catch (err) {
  log.fatal({ err }, 'could not create the database');
  process.exit(1);
}
