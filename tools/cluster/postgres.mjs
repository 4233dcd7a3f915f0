// The cluster's PostgreSQL server: Debian's `postgresql` package, its data under DATA_DIR/postgres.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { postgresBin, run, startProcess, waitForPort } from './processes.mjs';

const DATABASE = 'dating';
/** The role the API nodes run as: it owns no table, so it cannot switch off the audit log's protection. */
const APPLICATION_ROLE = 'dating_app';

/**
 * PostgreSQL refuses to run as root: as root, its folder is handed to the `postgres` user and the server runs as
 * that user (as Debian's own service does).
 */
function asServerUser(command, args) {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/**
 * Starts the server on `port`, making its cluster on the first start and the site's database in it, and the
 * application's role; a second start reuses them. The nodes run as that role and migrate as `postgres`, which owns
 * the tables (docs/scaling.md "Database roles"). Trust authentication on 127.0.0.1 only: on real machines the server
 * has its own host, passwords (or certificates) and pg_hba.conf rules (docs/scaling.md).
 * @param {{ dataDir: string, port: number }} options
 */
export async function startPostgres({ dataDir, port }) {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
  const folder = path.join(dataDir, 'postgres');
  const sockets = path.join(dataDir, 'postgres-run');
  mkdirSync(sockets, { recursive: true });
  if (process.getuid?.() === 0) {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    run('chown', ['-R', 'postgres:postgres', folder, sockets]);
    // Every folder above must let the postgres user through.
    run('runuser', ['-u', 'postgres', '--', 'test', '-w', folder]);
  }
  if (!existsSync(path.join(folder, 'PG_VERSION'))) {
    console.log(`postgres: creating the database cluster in ${folder}`);
    run(...asServerUser(`${bin}/initdb`, ['-D', folder, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8']));
  }
  const server = startProcess(
    'postgres',
    ...asServerUser(`${bin}/postgres`, [
      '-D',
      folder,
      '-p',
      String(port),
      '-k',
      sockets,
      '-c',
      'listen_addresses=127.0.0.1',
      // Every API node holds a pool and a listening connection; 100 is enough for a few nodes on one machine.
      '-c',
      'max_connections=100',
    ]),
  );
  await waitForPort(port, 60_000);
  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (!rowCount) await admin.query(`create database ${DATABASE}`);
    const { rowCount: hasRole } = await admin.query('select 1 from pg_roles where rolname = $1', [APPLICATION_ROLE]);
    if (!hasRole) await admin.query(`create role ${APPLICATION_ROLE} login`);
  } finally {
    await admin.end();
  }
  return {
    server,
    url: `postgres://${APPLICATION_ROLE}@127.0.0.1:${port}/${DATABASE}`,
    migrationUrl: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`,
    // Through pg_ctl: as root, the signal would reach runuser, which does not pass it on.
    stop: () => run(...asServerUser(`${bin}/pg_ctl`, ['stop', '-D', folder, '-m', 'fast', '-w'])),
  };
}
