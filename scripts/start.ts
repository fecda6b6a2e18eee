/**
 * `npm start`: builds the client when dist/client is missing or older than its sources, then
 * runs the server (API and client on one port).
 */
import { ensureClientBuild } from './lib/client-build';

try {
  ensureClientBuild();
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
await import('#server/run');
