import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from './client.ts';
import { acquireDataDirLock, DataDirLockedError } from './lock.ts';
import { currentOwner, formatLock, type LockOwner, parseLock, readProcStat } from './lock-owner.ts';

let dataDir: string;
const lockFile = () => path.join(dataDir, 'newsroom.lock');
const open: Database[] = [];
/** The PID a lock file names (its first line). */
const lockOwner = () => Number(fs.readFileSync(lockFile(), 'utf8').split('\n')[0]);

async function openTracked(dir: string): Promise<Database> {
  const db = await openPglite(dir);
  open.push(db);
  return db;
}

async function closeTracked(db: Database): Promise<void> {
  open.splice(open.indexOf(db), 1);
  await db.close();
}

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  if (typeof child.pid !== 'number') throw new Error('could not start a child process');
  return child.pid;
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-lock-'));
});

afterAll(async () => {
  for (const db of open.splice(0)) await db.close().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the data folder lock of the embedded database', () => {
  it('refuses a second open of the same folder, and allows it again after close', async () => {
    const first = await openTracked(dataDir);
    expect(lockOwner()).toBe(process.pid);

    const second = openPglite(dataDir);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toMatchObject({ dataDir, pid: process.pid });
    // The refused attempt leaves the owner's lock in place, and the owner keeps working.
    expect(lockOwner()).toBe(process.pid);
    await first.db.execute('select 1');

    await closeTracked(first);
    expect(fs.existsSync(lockFile())).toBe(false);

    const again = await openTracked(dataDir);
    await again.db.execute('select 1');
    await closeTracked(again);
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('takes over a stale lock left by a process that no longer runs', async () => {
    const pid = deadPid();
    fs.writeFileSync(lockFile(), String(pid));
    const db = await openTracked(dataDir);
    expect(lockOwner()).toBe(process.pid);
    await closeTracked(db);
  });

  it('takes over an unreadable lock file', async () => {
    fs.writeFileSync(lockFile(), 'not a pid');
    const db = await openTracked(dataDir);
    expect(lockOwner()).toBe(process.pid);
    await closeTracked(db);
  });

  it('names the folder and the owner in its message', () => {
    const err = new DataDirLockedError('/srv/newsroom/data', 4242);
    expect(err.name).toBe('DataDirLockedError');
    expect(err.message).toContain('/srv/newsroom/data');
    expect(err.message).toContain('4242');
  });
});

// ---------------------------------------------------------------------------------------------
// Crashes, PID reuse and live owners, with the lock itself (no database needed)

const lockModuleUrl = pathToFileURL(fileURLToPath(new URL('./lock.ts', import.meta.url))).href;
const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const children: ChildProcess[] = [];
const releases: Array<() => void> = [];
const dirs: string[] = [];

afterEach(() => {
  for (const release of releases.splice(0)) release();
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

afterAll(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function freshDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-lock-'));
  dirs.push(dir);
  return dir;
}

function acquire(dir: string, options?: Parameters<typeof acquireDataDirLock>[1]): void {
  releases.push(acquireDataDirLock(dir, options));
}

/** Writes a lock as another process would have: this process's identity with some fields changed. */
function writeLock(dir: string, owner: Partial<LockOwner>): void {
  fs.writeFileSync(path.join(dir, 'newsroom.lock'), formatLock({ ...currentOwner(), ...owner }));
}

const ownerIn = (dir: string) => parseLock(fs.readFileSync(path.join(dir, 'newsroom.lock'), 'utf8'));

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** A live process that is not Newsroom (it merely has a PID a crashed server's lock might name). */
function spawnSleeper(): ChildProcess & { pid: number } {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  if (typeof child.pid !== 'number') throw new Error('could not start sleep');
  return child as ChildProcess & { pid: number };
}

/** A real Newsroom process (node with tsx, as `npm run serve` runs) that holds the folder's lock. */
async function spawnHolder(dir: string, heartbeatMs = 2_000): Promise<ChildProcess & { pid: number }> {
  const code = [
    `import { acquireDataDirLock } from ${JSON.stringify(lockModuleUrl)};`,
    'acquireDataDirLock(process.argv[1], { heartbeatMs: Number(process.argv[2]) });',
    "process.stdout.write('locked\\n');",
    'setInterval(() => {}, 60_000);',
  ].join('\n');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', code, dir, String(heartbeatMs)],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      if (out.includes('locked')) resolve();
    });
    child.stderr?.on('data', (chunk) => {
      err += chunk;
    });
    child.once('exit', (status) => reject(new Error(`the lock holder exited (${status}): ${err}`)));
  });
  if (typeof child.pid !== 'number') throw new Error('no pid');
  return child as ChildProcess & { pid: number };
}

describe('a lock left by a crash is taken over, a live owner is refused', () => {
  it('takes over a lock naming its own PID that it does not hold (the server is PID 1 again after kill -9)', async () => {
    // As an earlier version wrote it: the PID alone. The folder opens, with our lock in place.
    fs.writeFileSync(lockFile(), String(process.pid));
    const db = await openTracked(dataDir);
    expect(lockOwner()).toBe(process.pid);
    await closeTracked(db);

    // As this version writes it: our PID, but the start time of the earlier life.
    const dir = freshDir();
    writeLock(dir, { start: '1', token: 'earlier-life' });
    const started = Date.now();
    acquire(dir);
    expect(Date.now() - started).toBeLessThan(1_000);
    const owner = ownerIn(dir);
    expect(owner.kind === 'owner' && owner.owner).toMatchObject({
      pid: process.pid,
      start: readProcStat(process.pid)?.start,
    });
  });

  it('takes over a lock whose PID another, unrelated live process has now', () => {
    const sleeper = spawnSleeper();
    expect(readProcStat(sleeper.pid)).not.toBeNull();
    const dir = freshDir();
    // The crashed server's PID was reused by `sleep`, which started at another time.
    writeLock(dir, { pid: sleeper.pid, start: '1', token: 'crashed' });
    acquire(dir);
    expect(ownerIn(dir)).toMatchObject({ kind: 'owner', owner: { pid: process.pid } });
    expect(sleeper.exitCode).toBeNull();
  });

  it('refuses the folder while a live Newsroom process holds it, and takes it over once that one is killed', async () => {
    const dir = freshDir();
    const holder = await spawnHolder(dir);
    const before = fs.readFileSync(path.join(dir, 'newsroom.lock'), 'utf8');
    expect(ownerIn(dir)).toMatchObject({ kind: 'owner', owner: { pid: holder.pid } });

    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    try {
      acquireDataDirLock(dir);
    } catch (err) {
      expect(err).toMatchObject({ dataDir: dir, pid: holder.pid });
    }
    expect(fs.readFileSync(path.join(dir, 'newsroom.lock'), 'utf8')).toBe(before);

    holder.kill('SIGKILL');
    await exited(holder);
    acquire(dir);
    expect(ownerIn(dir)).toMatchObject({ kind: 'owner', owner: { pid: process.pid } });
  });

  it('in another PID namespace (a second container on the volume), a lock whose heartbeat goes on is refused', async () => {
    const dir = freshDir();
    const holder = await spawnHolder(dir, 50);
    // What a process of another PID namespace reads: a PID that means nothing here.
    const parsed = ownerIn(dir);
    if (parsed.kind !== 'owner') throw new Error('no owner');
    fs.writeFileSync(path.join(dir, 'newsroom.lock'), formatLock({ ...parsed.owner, pidns: 'pid:[1]' }));
    expect(() => acquireDataDirLock(dir, { staleMs: 2_000 })).toThrow(DataDirLockedError);
    expect(holder.exitCode).toBeNull();
  });

  it('in another PID namespace (a restarted container), a lock without heartbeat is taken over', () => {
    const dir = freshDir();
    const file = path.join(dir, 'newsroom.lock');
    // Untouched for longer than staleMs: at once.
    writeLock(dir, { pid: 1, pidns: 'pid:[1]', start: '1', token: 'crashed' });
    const longAgo = new Date(Date.now() - 60_000);
    fs.utimesSync(file, longAgo, longAgo);
    let started = Date.now();
    acquire(dir, { staleMs: 10_000 });
    expect(Date.now() - started).toBeLessThan(1_000);
    releases.splice(0).forEach((release) => {
      release();
    });

    // Just written (the crash was a moment ago): after watching it for staleMs without a touch.
    writeLock(dir, { pid: 1, pidns: 'pid:[1]', start: '1', token: 'crashed' });
    started = Date.now();
    acquire(dir, { staleMs: 600 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(ownerIn(dir)).toMatchObject({ kind: 'owner', owner: { pid: process.pid } });
    releases.splice(0).forEach((release) => {
      release();
    });

    // Written by a clock an hour ahead of ours: still no longer than staleMs of watching.
    writeLock(dir, { pid: 1, pidns: 'pid:[1]', start: '1', token: 'crashed' });
    const ahead = new Date(Date.now() + 3_600_000);
    fs.utimesSync(file, ahead, ahead);
    started = Date.now();
    acquire(dir, { staleMs: 300 });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('the owner keeps touching its lock, and removes it on release', async () => {
    const dir = freshDir();
    const file = path.join(dir, 'newsroom.lock');
    const release = acquireDataDirLock(dir, { heartbeatMs: 50 });
    const longAgo = new Date(Date.now() - 60_000);
    fs.utimesSync(file, longAgo, longAgo);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fs.statSync(file).mtimeMs).toBeGreaterThan(Date.now() - 5_000);
    release();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('writes the PID on the first line, and who wrote it on the second', () => {
    const me = currentOwner();
    const text = formatLock(me);
    expect(text.split('\n')[0]).toBe(String(process.pid));
    expect(parseLock(text)).toEqual({ kind: 'owner', owner: me });
    expect(parseLock('4242')).toEqual({ kind: 'pid', pid: 4242 });
    expect(parseLock('4242\n{not json')).toEqual({ kind: 'unreadable' });
    expect(parseLock('')).toEqual({ kind: 'unreadable' });
  });
});
