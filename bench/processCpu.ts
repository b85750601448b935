/**
 * CPU time of processes on this machine, from /proc (Linux): what a benchmark's servers spent, apart from the load
 * generator and from whatever else the machine is running. NaN where /proc cannot tell.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = 100;

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces), so [0] is field 3 (state). */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** User + system CPU seconds of one process so far; `withReaped` adds that of its children that have exited. */
export function cpuSecondsOf(pid: number | undefined, withReaped = false): number {
  const fields = pid === undefined ? null : statFields(pid);
  if (!fields) return Number.NaN;
  const ticks = [11, 12, ...(withReaped ? [13, 14] : [])].reduce((sum, i) => sum + Number(fields[i]), 0);
  return ticks / CLOCK_TICKS;
}

/** A process and its children (the living ones, and those it has reaped): e.g. a PostgreSQL postmaster's backends. */
export function cpuSecondsOfTree(pid: number): number {
  let total = cpuSecondsOf(pid, true);
  if (Number.isNaN(total)) return total;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (fields && Number(fields[1]) === pid) total += cpuSecondsOf(Number(entry), true);
  }
  return total;
}
