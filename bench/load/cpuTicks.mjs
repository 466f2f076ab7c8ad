// CPU time of processes, from /proc (Linux): the load bench reports CPU per request of the server and
// PostgreSQL, which is steadier than latency on a shared machine.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** User + system CPU of one process, in ms; 0 when it is gone or /proc is not there. */
export function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/**
 * CPU of a PostgreSQL cluster (postmaster and its backends) given its data folder
 * (LOAD_PG_DATA), or null without one. Backends that ended in between are not counted.
 */
export function postgresCpuMs(dataDir) {
  if (!dataDir) return null;
  try {
    const postmaster = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0].trim();
    const children = execFileSync('ps', ['--ppid', postmaster, '-o', 'pid='], { encoding: 'utf8' }).trim().split(/\s+/);
    return [postmaster, ...children].reduce((sum, pid) => sum + cpuMsOf(pid), 0);
  } catch {
    return null;
  }
}
