// A throw-away PostgreSQL cluster for the fault bench, which must stop and start it (as .ci/run starts
// one): data folder under /tmp, listening on 127.0.0.1 only. Run as root, it runs PostgreSQL as the
// postgres user.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

function run(command, args) {
  if (userInfo().uid !== 0) return execFileSync(path.join(PG_BIN, command), args, { stdio: 'pipe' });
  const line = [path.join(PG_BIN, command), ...args].map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' ');
  return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', line], { stdio: 'pipe' });
}

export class ThrowAwayCluster {
  constructor(port) {
    this.port = port;
    this.dataDir = mkdtempSync(path.join(tmpdir(), 'portal-faults-pg-'));
    if (userInfo().uid === 0) execFileSync('chown', ['postgres:postgres', this.dataDir]);
    run('initdb', ['-D', this.dataDir, '-U', 'portal', '--auth=trust']);
    this.url = `postgres://portal@127.0.0.1:${port}/portal`;
  }

  start() {
    run('pg_ctl', [
      '-D',
      this.dataDir,
      '-o',
      `-p ${this.port} -k /tmp -c listen_addresses=127.0.0.1`,
      '-w',
      '-l',
      path.join(this.dataDir, 'server.log'),
      'start',
    ]);
  }

  createDatabase() {
    run('createdb', ['-h', '127.0.0.1', '-p', String(this.port), '-U', 'portal', 'portal']);
  }

  /** Fast shutdown: open connections are terminated, as when an operator restarts PostgreSQL. */
  stop() {
    run('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  destroy() {
    try {
      if (existsSync(path.join(this.dataDir, 'postmaster.pid'))) this.stop();
    } finally {
      rmSync(this.dataDir, { recursive: true, force: true });
    }
  }
}
