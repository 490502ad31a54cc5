import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from './client.ts';
import {
  acquireDataDirLock,
  currentOwner,
  DataDirLockedError,
  formatLock,
  type LockOwner,
  parseLock,
  readProcStat,
} from './lock.ts';

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
