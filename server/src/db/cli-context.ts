// What a command-line script needs: the configuration, a logger and the database (started and
// migrated), and a way to close them again.
import { loadConfig, type Config } from '../config.js';
import { connectDatabase, type ConnectedDatabase } from './connect.js';
import { migrateToLatest } from './migrator.js';
import { createLogger, type Logger } from '../logger.js';

export type CliContext = { config: Config; logger: Logger; database: ConnectedDatabase };

/**
 * `migrate: false` leaves the schema as it is (a restore migrates inside its own transaction);
 * `env` is the environment the configuration is read from.
 */
export async function withCliContext<T>(work: (context: CliContext) => Promise<T>, options: { migrate?: boolean; env?: NodeJS.ProcessEnv } = {}): Promise<T> {
  const config = loadConfig(options.env);
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');
  const database = await connectDatabase(config, logger);
  try {
    if (options.migrate ?? true) await migrateToLatest(database.db);
    return await work({ config, logger, database });
  } finally {
    await database.shutdown();
  }
}
