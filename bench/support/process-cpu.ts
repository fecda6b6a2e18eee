/**
 * CPU time (user + system) of a process and of every process below it, read from /proc (Linux):
 * the throughput benchmark reports what each process spent per request, which a shared machine
 * disturbs far less than requests a second (docs/decisions/0016-performance-budgets-and-caches.md).
 */
import fs from 'node:fs';

/** Linux's USER_HZ: /proc reports CPU time in hundredths of a second on every mainstream kernel. */
const TICKS_PER_SECOND = 100;

type ProcessStat = { pid: number; parentPid: number; cpuSeconds: number };

function readStat(pid: number): ProcessStat | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: fields are counted after it.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { pid, parentPid: Number(fields[1]), cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

/** True where /proc can be read; elsewhere the benchmark prints no CPU split. */
export function canReadProcessCpu(): boolean {
  return readStat(process.pid) !== null;
}

/** CPU seconds of `rootPid` itself and, apart, of all its descendants (the app's PostgreSQL). */
export function processTreeCpuSeconds(rootPid: number): { own: number; descendants: number } {
  const stats = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => readStat(Number(entry)))
    .filter((stat): stat is ProcessStat => stat !== null);
  const children = new Map<number, ProcessStat[]>();
  for (const stat of stats) children.set(stat.parentPid, [...(children.get(stat.parentPid) ?? []), stat]);
  let descendants = 0;
  const queue = [...(children.get(rootPid) ?? [])];
  while (queue.length > 0) {
    const stat = queue.pop()!;
    descendants += stat.cpuSeconds;
    queue.push(...(children.get(stat.pid) ?? []));
  }
  return { own: stats.find((stat) => stat.pid === rootPid)?.cpuSeconds ?? 0, descendants };
}

/** This process's own CPU seconds (the load generator, when autocannon runs in it). */
export function ownCpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}
