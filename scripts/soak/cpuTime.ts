import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user and system) another process has used so far, from /proc. */
export function processCpuSeconds(pid: number): number {
  // Fields after the command's closing parenthesis: utime is the 12th, stime the 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** CPU seconds this process has used so far. */
export function ownCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/** "12.3 s of CPU = 41% of one core" over `seconds` of wall time. */
export function cpuShare(cpuSeconds: number, seconds: number): string {
  return `${cpuSeconds.toFixed(1)} s of CPU = ${Math.round((100 * cpuSeconds) / seconds)}% of one core`;
}
