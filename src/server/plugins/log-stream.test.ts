import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// docs/decisions/0016-performance-budgets-and-caches.md#request-log-line: standard output is
// written in blocks; a line never waits long, and none is lost when the process ends.
const LOGGER = new URL('./logger.ts', import.meta.url).pathname;

/** Runs a script in a process of its own with the real standard output; what it printed, and when. */
function run(script: string): Promise<{ lines: { text: string; atMs: number }[]; code: number | null }> {
  const source = `import { defaultLogStream } from ${JSON.stringify(LOGGER)};\nconst stream = defaultLogStream();\n${script}`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', source], { stdio: ['ignore', 'pipe', 'ignore'] });
    const started = Date.now();
    const lines: { text: string; atMs: number }[] = [];
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      for (const text of chunk.split('\n').filter(Boolean)) lines.push({ text, atMs: Date.now() - started });
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ lines, code }));
  });
}

describe('the log stream', () => {
  it('writes a lone line within a quarter of a second, though its block is not full', async () => {
    const { lines } = await run(`
      stream.write('lone line\\n');
      setTimeout(() => { stream.write('a second later\\n'); process.exit(0); }, 1_000);`);
    expect(lines.map((line) => line.text)).toEqual(['lone line', 'a second later']);
    // Had the lone line waited for its block, both would have come out together at the exit.
    const [lone, second] = lines;
    expect(second!.atMs - lone!.atMs).toBeGreaterThan(500);
  });

  it('loses no line when the process exits or ends on an uncaught error', async () => {
    const exits = await run(`stream.write('before exit\\n'); process.exit(0);`);
    expect(exits.lines.map((line) => line.text)).toEqual(['before exit']);

    const crashes = await run(`stream.write('before crash\\n'); setTimeout(() => { throw new Error('crash'); }, 10);`);
    expect(crashes.code).not.toBe(0);
    expect(crashes.lines.map((line) => line.text)).toEqual(['before crash']);
  });
});
