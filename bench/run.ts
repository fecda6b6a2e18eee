/**
 * `npm run bench [name-filter]`: runs every bench/*.bench.ts in its own process and checks each
 * result line against its budget. A benchmark prints one JSON line per metric:
 *   {"name":"…","metric":"p99","value":3.2,"unit":"ms","budget":10,"pass":true}
 * Budgets live in the benchmarks, never as timed assertions in unit tests.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type BenchResult = { name: string; metric: string; value: number; unit: string; budget: number; pass: boolean };

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2];
const files = readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.ts') && (!filter || file.includes(filter)))
  .sort();

const results: (BenchResult & { file: string })[] = [];
const broken: string[] = [];
for (const file of files) {
  process.stdout.write(`▶ ${file}\n`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(benchDir, file)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = run.stdout.split('\n').filter((line) => line.trim().startsWith('{'));
  const parsed = lines.flatMap((line) => {
    try {
      return [JSON.parse(line) as BenchResult];
    } catch {
      return [];
    }
  });
  if (parsed.length === 0) broken.push(`${file} printed no result (exit ${run.status})`);
  for (const result of parsed) results.push({ ...result, file });
}

const rows = results.map((r) => `${r.pass ? 'ok  ' : 'OVER'} ${r.name.padEnd(36)} ${r.metric.padEnd(6)} ${String(r.value).padStart(10)} ${r.unit.padEnd(5)} budget ${r.budget}`);
process.stdout.write(`\n${rows.join('\n')}\n`);
for (const message of broken) process.stdout.write(`BROKEN ${message}\n`);
const failed = results.filter((r) => !r.pass).length + broken.length;
process.stdout.write(`\n${results.length - results.filter((r) => !r.pass).length} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
