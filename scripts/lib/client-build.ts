import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUILT_INDEX = path.join(ROOT, 'dist/client/index.html');
const CLIENT_SOURCES = ['src/client', 'src/contracts', 'src/domain', 'vite.config.ts', 'package-lock.json'];

function newestMtimeMs(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtimeMs(path.join(target, entry)));
  return newest;
}

export function isClientBuildStale(): boolean {
  if (!existsSync(BUILT_INDEX)) return true;
  const builtAt = statSync(BUILT_INDEX).mtimeMs;
  return CLIENT_SOURCES.some((source) => newestMtimeMs(path.join(ROOT, source)) > builtAt);
}

/** Builds dist/client when it is missing or older than its sources. */
export function ensureClientBuild(): void {
  if (!isClientBuildStale()) return;
  process.stdout.write('Building the client…\n');
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    // Test runners set NODE_ENV=test, which would make Vite build React's development bundle.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The client build failed.');
}
