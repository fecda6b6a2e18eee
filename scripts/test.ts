/**
 * `npm test`: type checks, lint, then every Vitest project (domain, server, client, e2e).
 * Ends with the line CI reads: `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/client-build';

const TYPECHECK_PROJECTS = [
  'src/domain/tsconfig.json',
  'src/domain/tsconfig.test.json',
  'src/contracts/tsconfig.json',
  'src/server/tsconfig.json',
  'src/client/tsconfig.json',
  'tsconfig.json',
];

function run(label: string, command: string, args: string[]): boolean {
  process.stdout.write(`\n▶ ${label}\n`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  return result.status === 0;
}

const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);
const vitestArgs = process.argv.slice(2);
const failures: string[] = [];

// CI's second pass (the server tests on PostgreSQL 15) has checked these already.
if (!process.env.SKIP_STATIC_CHECKS) {
  for (const project of TYPECHECK_PROJECTS) {
    if (!run(`tsc -p ${project}`, bin('tsc'), ['-p', project])) failures.push(`typecheck ${project}`);
  }
  if (!run('eslint', bin('eslint'), ['.', '--max-warnings=0'])) failures.push('lint');
}

const reportPath = path.join(ROOT, 'test-results/vitest.json');
fs.mkdirSync(path.dirname(reportPath), { recursive: true });
fs.rmSync(reportPath, { force: true });
const vitestOk = run('vitest', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportPath}`, ...vitestArgs]);
if (!vitestOk) failures.push('vitest');

type Report = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numTotalTests: number;
  testResults: { status: string; assertionResults: { status: string }[] }[];
};
const report: Report | undefined = fs.existsSync(reportPath) ? (JSON.parse(fs.readFileSync(reportPath, 'utf8')) as Report) : undefined;
const passed = report?.numPassedTests ?? 0;
// A file whose set-up fails reports its tests as skipped, not failed: count each such file once.
const brokenFiles = (report?.testResults ?? []).filter(
  (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
).length;
let failed = (report?.numFailedTests ?? 1) + brokenFiles;
const skipped = (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0);
// A static check that fails counts as a failed test, so the line never reads all green.
failed += failures.filter((f) => f !== 'vitest').length;
if (passed === 0 && failed === 0) failures.push('no tests ran');

if (failures.length > 0) process.stdout.write(`\nFailed: ${failures.join(', ')}\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
process.exit(failures.length === 0 ? 0 : 1);
