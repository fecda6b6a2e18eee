/**
 * `npm run admin:create -- --email a@b.co --password '…' [--name 'Sam']`, or with no flags it
 * asks. Uses DATABASE_URL, or starts the embedded database in DATA_DIR (stop the app first).
 */
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { loadConfig } from '../src/server/config';
import { connectDatabase } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { migrateAndSeed } from '../src/server/db/migrate';
import { createStaffAccount, MIN_STAFF_PASSWORD_LENGTH } from '../src/server/features/auth/create-staff-account';
import { AppError } from '../src/server/errors';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});

async function ask(question: string, hidden = false): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    // Echo nothing while the password is typed.
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
      if (s.startsWith(question)) process.stdout.write(question);
    };
  }
  const answer = await rl.question(question);
  rl.close();
  if (hidden) process.stdout.write('\n');
  return answer.trim();
}

const email = values.email ?? (await ask('Email: '));
const name = values.name ?? (values.email ? undefined : await ask('Name (optional): '));
const password = values.password ?? (await ask(`Password (at least ${MIN_STAFF_PASSWORD_LENGTH} characters): `, true));

const config = loadConfig();
const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres({ dataDir: config.dataDir, log: () => undefined });
const { db, pool } = connectDatabase(config.databaseUrl ?? embedded!.connectionString, { max: 2 });
let exitCode = 0;
try {
  await migrateAndSeed(pool);
  const staff = await createStaffAccount({ db }, { email, password, name });
  process.stdout.write(`Created staff account ${staff.email}.\n`);
} catch (error) {
  exitCode = 1;
  process.stderr.write(`${error instanceof AppError ? error.message : String(error)}\n`);
} finally {
  await pool.end();
  await embedded?.stop();
}
process.exit(exitCode);
