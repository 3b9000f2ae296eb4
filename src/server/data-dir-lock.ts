// An exclusive pid lock on DATA_DIR. PGlite corrupts a data directory that two processes open
// (research/backend.md §3.1, pitfall 2), so one server at a time may use a DATA_DIR. A lock
// left by a process that no longer runs is taken over.
import fs from 'node:fs';
import path from 'node:path';

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

export class DataDirLockedError extends Error {
  readonly pid: number;
  constructor(pid: number, dataDir: string) {
    super(`Another flightclaim server (pid ${pid}) is using DATA_DIR ${dataDir}. ` + 'Stop it first, or start this one with another DATA_DIR.');
    this.name = 'DataDirLockedError';
    this.pid = pid;
  }
}

const LOCK_FILE = '.lock';

// Locks held by this process, so a second server in the same process is refused too.
const heldByThisProcess = new Set<string>();

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const lockPath = path.join(dir, LOCK_FILE);
  if (heldByThisProcess.has(lockPath)) throw new DataDirLockedError(process.pid, dir);

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx', 0o600);
      fs.writeSync(fd, `${process.pid}\n`);
      fs.fsyncSync(fd);
      fs.closeSync(fd);
      heldByThisProcess.add(lockPath);
      return makeLock(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readPid(lockPath);
    // Our own pid without our own lock: left by an earlier run that had the same pid (pid 1 in a
    // container), so it is stale like a dead pid or an unreadable file.
    if (holder !== undefined && holder !== process.pid && isAlive(holder)) throw new DataDirLockedError(holder, dir);
    fs.rmSync(lockPath, { force: true });
  }
  throw new Error(`Could not take the lock ${lockPath}; another server may be starting at the same time.`);
}

function makeLock(lockPath: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldByThisProcess.delete(lockPath);
    process.off('exit', release);
    // Only remove the file if it is still ours.
    if (readPid(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
  };
  // Safety net for exits that skip the graceful shutdown (an uncaught error, process.exit).
  process.on('exit', release);
  return { path: lockPath, release };
}

function readPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
