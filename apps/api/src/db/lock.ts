import fs from 'node:fs';
import path from 'node:path';
import { judgeByHeartbeat, startHeartbeat, type Verdict } from './lock-heartbeat.ts';
import { currentOwner, formatLock, isAlive, type LockOwner, parseLock, readProcStat } from './lock-owner.ts';

/**
 * The lock of the embedded database's data folder: two processes writing one PGlite folder corrupt
 * it, so a second live process is refused, while a lock left behind by a crash (kill -9, OOM, power
 * loss) must never keep the folder shut.
 *
 * A PID alone cannot tell the two apart. In a container the server is often PID 1, so after a
 * crash the restarted server finds a lock naming PID 1, which is alive: it is itself. On a busy
 * host any PID is soon reused by an unrelated process. So the lock file (`newsroom.lock`) records
 * who wrote it, not only the PID:
 *
 *   line 1: the PID (what earlier versions wrote, and what a person reads first);
 *   line 2: JSON {pid, start, boot, pidns, host, token}: the process's start time in clock ticks
 *           since boot (/proc/<pid>/stat field 22), the kernel's boot id, the PID namespace, the
 *           host name and a random token of this acquisition.
 *
 * A lock found on the folder is judged in this order:
 *
 * 1. This process holds it (a registry shared by every copy of this module in the process): refused.
 * 2. Same boot and same PID namespace (PIDs mean the same thing to both processes): the owner is
 *    alive exactly when a live, non-zombie process has that PID *and* the recorded start time. A
 *    lock naming our own PID that we do not hold (the PID-1 restart) or a PID now used by another
 *    process (a different start time) is stale, and taken over at once. (The kernel reuses a PID
 *    namespace's id only once every process in it has ended, so an equal id is ours or a dead one.)
 * 3. Otherwise (another PID namespace, e.g. a restarted container or a second container on the same
 *    volume; another boot or host; a system without /proc; a PID we may not inspect) PIDs prove
 *    nothing, and a heartbeat decides: the owner touches the lock file's mtime every `heartbeatMs`
 *    from a worker thread, which keeps ticking while the main thread runs a long query. A lock not
 *    touched for `staleMs` is stale. A fresher one is watched (the start waits) until it is either
 *    touched (a live owner: refused) or `staleMs` old (taken over). A restart after a crash in a
 *    new PID namespace therefore opens at most `staleMs` after the crash, and a second live
 *    process is refused wherever it runs.
 *
 * A lock in the format of earlier versions (the PID alone) is stale when its PID is not alive or is
 * our own; an unreadable one is stale.
 *
 * The file is created atomically with its whole content (written aside, then hard-linked into place,
 * which fails when the name exists), so a reader never sees half a lock. A stale lock is removed
 * only if it still holds what was judged, which narrows (does not close) the window in which two
 * processes starting in the same instant both take over one stale lock.
 */

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Az adatmappát (${dataDir}) már egy másik Newsroom folyamat használja (PID ${pid}). ` +
        'Állítsa le azt, vagy adjon meg másik DATA_DIR-t.',
    );
    this.name = 'DataDirLockedError';
  }
}

export const LOCK_FILE = 'newsroom.lock';

export interface DataDirLockOptions {
  /** How often the owner touches the lock file. Default 2 s. */
  heartbeatMs?: number;
  /** How long a lock that cannot be checked by PID stays valid without a touch. Default 10 s. */
  staleMs?: number;
}

const DEFAULT_HEARTBEAT_MS = 2_000;
const DEFAULT_STALE_MS = 10_000;

/** The lock paths this process holds, shared by every copy of this module loaded in it. */
const HELD_KEY = Symbol.for('newsroom.dataDirLocks');
const registry = globalThis as typeof globalThis & Record<symbol, Set<string> | undefined>;
registry[HELD_KEY] ??= new Set<string>();
const held: Set<string> = registry[HELD_KEY];

function judge(
  lockPath: string,
  raw: string,
  me: LockOwner,
  staleMs: number,
): { verdict: Verdict; pid: number } {
  const lock = parseLock(raw);
  if (lock.kind === 'unreadable') return { verdict: 'stale', pid: 0 };
  if (lock.kind === 'pid') {
    // An earlier version's lock: our own PID is a previous life of this process (we hold no lock).
    const live = lock.pid !== process.pid && isAlive(lock.pid);
    return { verdict: live ? 'live' : 'stale', pid: lock.pid };
  }
  const { owner } = lock;
  const samePidSpace =
    owner.boot !== null && owner.boot === me.boot && owner.pidns !== null && owner.pidns === me.pidns;
  if (samePidSpace) {
    if (owner.pid === process.pid) return { verdict: 'stale', pid: owner.pid };
    const stat = readProcStat(owner.pid);
    if (stat) {
      const running = stat.state !== 'Z' && stat.state !== 'X';
      return { verdict: running && stat.start === owner.start ? 'live' : 'stale', pid: owner.pid };
    }
    // Not in /proc: gone, unless it is a process we may not inspect (hidepid), which the heartbeat decides.
    if (!isAlive(owner.pid)) return { verdict: 'stale', pid: owner.pid };
  } else if (owner.boot === null && me.boot === null && owner.host === me.host) {
    // No /proc (macOS, Windows): a dead PID or our own is stale; a live one may be a reused PID.
    if (owner.pid === process.pid || !isAlive(owner.pid)) return { verdict: 'stale', pid: owner.pid };
  }
  return { verdict: judgeByHeartbeat(lockPath, raw, staleMs), pid: owner.pid };
}

/** Creates the lock file with its whole content, or answers false when one exists. */
function tryCreate(lockPath: string, content: string, token: string): boolean {
  const temp = `${lockPath}.${process.pid}.${token}.tmp`;
  fs.writeFileSync(temp, content);
  try {
    fs.linkSync(temp, lockPath);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS' && code !== 'EOPNOTSUPP') throw err;
    // A file system without hard links: exclusive create (a reader may briefly see it empty).
    try {
      fs.writeFileSync(lockPath, content, { flag: 'wx' });
      return true;
    } catch (inner) {
      if ((inner as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw inner;
    }
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

function lockPathOf(dataDir: string): string {
  let dir: string;
  try {
    dir = fs.realpathSync(dataDir);
  } catch {
    dir = path.resolve(dataDir);
  }
  return path.join(dir, LOCK_FILE);
}

/**
 * Takes the embedded database's data folder for this process (see the comment at the top). A
 * stale lock is taken over; a live one is refused with DataDirLockedError. Returns the function
 * that releases it.
 */
export function acquireDataDirLock(dataDir: string, options: DataDirLockOptions = {}): () => void {
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const staleMs = options.staleMs ?? DEFAULT_STALE_MS;
  const lockPath = lockPathOf(dataDir);
  if (held.has(lockPath)) throw new DataDirLockedError(dataDir, process.pid);

  const me = currentOwner();
  const content = formatLock(me);
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(lockPath, content, me.token)) {
      held.add(lockPath);
      const stopHeartbeat = startHeartbeat(lockPath, me.token, heartbeatMs);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held.delete(lockPath);
        stopHeartbeat();
        try {
          if (fs.readFileSync(lockPath, 'utf8') === content) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    }
    let raw: string;
    try {
      raw = fs.readFileSync(lockPath, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue; // released meanwhile
      throw err;
    }
    const { verdict, pid } = judge(lockPath, raw, me, staleMs);
    if (verdict === 'live') throw new DataDirLockedError(dataDir, pid);
    if (verdict === 'stale') {
      try {
        if (fs.readFileSync(lockPath, 'utf8') === raw) fs.unlinkSync(lockPath);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
  }
  throw new Error(`Az adatmappa zárolása nem sikerült: ${lockPath}`);
}
