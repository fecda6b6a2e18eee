/**
 * `npm run admin:create -- --email a@b.co --password '…' [--name 'Sam'] [--role staff]`, or with
 * no flags it asks. Makes an owner unless `--role staff` (the way back in for a business whose
 * owner is locked out, docs/product/staff-accounts.md#roles). Uses DATABASE_URL, or starts the
 * embedded database in DATA_DIR (stop the app first).
 */
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { loadConfig } from '#server/config';
import { connectDatabase } from '#server/db/client';
import { startEmbeddedPostgres } from '#server/db/embedded-postgres';
import { migrateAndSeed } from '#server/db/migrate';
import { createStaffAccount, MIN_STAFF_PASSWORD_LENGTH } from '#server/features/auth/create-staff-account';
import { AppError } from '#server/errors';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
});
const role = values.role === 'staff' ? 'staff' : 'owner';

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(question);
  rl.close();
  return answer.trim();
}

/** Reads a password from the terminal without echoing it. */
async function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) return ask(question);
  process.stdout.write(question);
  process.stdin.setRawMode(true);
  process.stdin.resume();
  process.stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let value = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          process.stdin.off('data', onData);
          process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (char === '\u0003') process.exit(130); // Ctrl+C
        value = char === '\u007f' ? value.slice(0, -1) : value + char;
      }
    };
    process.stdin.on('data', onData);
  });
}

const email = values.email ?? (await ask('Email: '));
const name = values.name ?? (values.email ? undefined : await ask('Name (optional): '));
const password = values.password ?? (await askHidden(`Password (at least ${MIN_STAFF_PASSWORD_LENGTH} characters): `));

const config = loadConfig();
const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres({ dataDir: config.dataDir, log: () => undefined });
const { db, pool } = connectDatabase(config.databaseUrl ?? embedded!.connectionString, { max: 2 });
let exitCode = 0;
try {
  await migrateAndSeed(pool);
  const staff = await createStaffAccount({ db }, { email, password, name, role });
  process.stdout.write(`Created ${staff.role === 'owner' ? 'owner' : 'staff'} account ${staff.email}.\n`);
} catch (error) {
  exitCode = 1;
  process.stderr.write(`${error instanceof AppError ? error.message : String(error)}\n`);
} finally {
  await pool.end();
  await embedded?.stop();
}
process.exit(exitCode);
