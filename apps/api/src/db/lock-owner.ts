import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';

/**
 * Who holds the data folder's lock (lock.ts): the two lines of the lock file that name its owner,
 * and what this process can learn of a process by its PID (/proc, or a signal 0).
 */

/** Who wrote a lock (line 2 of the file). `null` fields are unknown (no /proc). */
export interface LockOwner {
  pid: number;
  start: string | null;
  boot: string | null;
  pidns: string | null;
  host: string;
  token: string;
}

export function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

/** The kernel's boot id: the same for every process (and container) of one boot of one machine. */
function bootId(): string | null {
  return readText('/proc/sys/kernel/random/boot_id');
}

function pidNamespace(): string | null {
  try {
    return fs.readlinkSync('/proc/self/ns/pid');
  } catch {
    return null;
  }
}

interface ProcStat {
  state: string;
  start: string;
}

/** State and start time of a process from /proc/<pid>/stat; null when it cannot be read. */
export function readProcStat(pid: number): ProcStat | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return null;
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  const start = fields[19]; // field 22, starttime
  if (!state || !start || !/^\d+$/.test(start)) return null;
  return { state, start };
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** This process as a lock records it, with a fresh token. */
export function currentOwner(): LockOwner {
  return {
    pid: process.pid,
    start: readProcStat(process.pid)?.start ?? null,
    boot: bootId(),
    pidns: pidNamespace(),
    host: os.hostname(),
    token: randomBytes(12).toString('hex'),
  };
}

export function formatLock(owner: LockOwner): string {
  return `${owner.pid}\n${JSON.stringify(owner)}\n`;
}

type ParsedLock = { kind: 'owner'; owner: LockOwner } | { kind: 'pid'; pid: number } | { kind: 'unreadable' };

export function parseLock(raw: string): ParsedLock {
  const [first = '', second] = raw.trim().split('\n');
  if (!/^\d+$/.test(first.trim())) return { kind: 'unreadable' };
  const pid = Number(first.trim());
  if (!Number.isSafeInteger(pid) || pid <= 0) return { kind: 'unreadable' };
  if (second === undefined) return { kind: 'pid', pid };
  try {
    const o = JSON.parse(second) as Partial<LockOwner>;
    const text = (v: unknown) => (typeof v === 'string' ? v : null);
    if (o.pid !== pid || typeof o.token !== 'string') return { kind: 'unreadable' };
    return {
      kind: 'owner',
      owner: {
        pid,
        start: text(o.start),
        boot: text(o.boot),
        pidns: text(o.pidns),
        host: text(o.host) ?? '',
        token: o.token,
      },
    };
  } catch {
    return { kind: 'unreadable' };
  }
}
