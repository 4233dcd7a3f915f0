import { constants } from 'node:fs';
import { mkdir, open, rm, type FileHandle } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';
import { StartRefusedError } from './startRefused';

/** Who holds (or last held) a data directory; written into the lock file only so that a refusal can name it. */
export interface LockHolder {
  pid: number;
  host: string;
  since: string;
  /** The script that took it (server.ts, seed/cli.ts, …), when known. */
  program?: string;
}

export const LOCK_FILE = 'server.lock';

export class DataDirectoryInUseError extends StartRefusedError {
  override name = 'DataDirectoryInUseError';

  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
  ) {
    const who = holder
      ? `pid ${holder.pid} on host ${holder.host}${holder.program ? `, ${holder.program}` : ''}, running since ${holder.since}`
      : 'a process that has not written its name yet';
    super(
      `DATA_DIR ${dataDir} is in use by another server process (${who}). Two processes on one embedded database ` +
        "overwrite each other's data, so this one stops without touching it. Stop the other process first, or give this one " +
        'its own DATA_DIR (several instances share one PostgreSQL server through DATABASE_URL instead).',
    );
  }
}

export interface DataDirectoryLock {
  /** What a holder that ended without releasing the lock (crash, SIGKILL, power loss) wrote, if one did. */
  readonly previousHolder: LockHolder | null;
  /**
   * Releases the lock. `leaveNoTrace` (for a refused start) also removes the lock file if this process created it,
   * so a directory that is refused is left exactly as it was found.
   */
  release(options?: { leaveNoTrace?: boolean }): Promise<void>;
}

/** Opens the lock file, creating it if need be; says whether this call created it. */
async function openLockFile(file: string): Promise<{ handle: FileHandle; created: boolean }> {
  try {
    return { handle: await open(file, constants.O_RDWR | constants.O_CREAT | constants.O_EXCL, 0o644), created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { handle: await open(file, constants.O_RDWR), created: false };
  }
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.pid === 'number' && typeof value.host === 'string' && typeof value.since === 'string') {
      return {
        pid: value.pid,
        host: value.host,
        since: value.since,
        ...(typeof value.program === 'string' ? { program: value.program } : {}),
      };
    }
  } catch {
    // Empty (released cleanly, or the holder is between taking the lock and writing its name) or not ours.
  }
  return null;
}

async function readHolder(handle: FileHandle): Promise<LockHolder | null> {
  const { bytesRead, buffer } = await handle.read({ buffer: Buffer.alloc(4096), position: 0 });
  return parseHolder(buffer.subarray(0, bytesRead).toString('utf8'));
}

/**
 * Takes the one-server-per-directory lock of `dataDir` (created if missing), or throws DataDirectoryInUseError at
 * once, naming the holder.
 *
 * The lock is the kernel's: an open-file-description lock (fcntl F_OFD_SETLK on Linux, flock on macOS, LockFileEx on
 * Windows, through fs-native-extensions) on DATA_DIR/server.lock, held while the file stays open. The kernel drops it
 * whenever the process ends — exit, crash, SIGKILL, power loss — so no lock is ever stale, and nothing has to guess
 * whether a holder is alive: no pid checks (which a reused pid fools, as a container restart that gives us the dead
 * holder's pid 1 would), no mtime heartbeat (which PGlite's synchronous WASM work, blocking the event loop for
 * seconds, would miss, letting a second process steal a live lock). On a network file system the lock goes to the
 * server's lock manager (NFSv4; NFSv3 with lockd — never a `nolock` mount), so a holder on another host blocks us
 * too, and its lock ends only when the server sees that host gone (its lease expires): it is never taken over
 * silently. A file system without locks is refused. The file's text (pid, host, start time) only names the holder.
 */
export async function lockDataDirectory(dataDir: string): Promise<DataDirectoryLock> {
  await mkdir(dataDir, { recursive: true });
  // Kept after use: removing a lock file lets a process that opened the old one lock it while another creates a new
  // one. Only a refused start removes the file it created itself (then nobody can be relying on it yet).
  const file = path.join(dataDir, LOCK_FILE);
  const { handle, created } = await openLockFile(file);
  let locked: boolean;
  try {
    locked = tryLock(handle.fd);
  } catch (error) {
    await handle.close();
    if (created) await rm(file, { force: true });
    throw new StartRefusedError(
      `Cannot lock DATA_DIR ${dataDir}: ${(error as Error).message}. Its file system does not support file locks, so this server ` +
        'cannot make sure it is the only one using the embedded database there. Put DATA_DIR on a local disk.',
    );
  }
  const recorded = await readHolder(handle);
  if (!locked) {
    await handle.close();
    throw new DataDirectoryInUseError(dataDir, recorded);
  }
  const program = process.argv[1] ? path.relative(process.cwd(), process.argv[1]) : undefined;
  const holder: LockHolder = {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    ...(program ? { program } : {}),
  };
  await handle.truncate(0);
  await handle.write(`${JSON.stringify(holder)}\n`, 0);
  await handle.sync();
  let released = false;
  return {
    previousHolder: recorded,
    release: async ({ leaveNoTrace = false } = {}) => {
      if (released) return;
      released = true;
      if (leaveNoTrace && created) await rm(file, { force: true });
      // An empty file tells the next holder that this one shut down cleanly.
      else await handle.truncate(0);
      unlock(handle.fd);
      await handle.close();
    },
  };
}
