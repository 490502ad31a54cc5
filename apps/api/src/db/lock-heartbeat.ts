import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import { readText } from './lock-owner.ts';

/**
 * The data folder lock's heartbeat (lock.ts): the owner touches the lock file from a worker
 * thread, and a process that cannot judge the owner by its PID watches the file for a touch.
 */

const sleepBuffer = new Int32Array(new SharedArrayBuffer(4));
/** Blocks the thread (start-up only: the folder is not open yet, nothing else is waiting on it). */
function sleepSync(ms: number): void {
  Atomics.wait(sleepBuffer, 0, 0, ms);
}

function mtimeOf(file: string): number | null {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

export type Verdict = 'live' | 'stale' | 'changed';

/**
 * The heartbeat rule (point 3 of lock.ts's opening comment): live as soon as it is touched; stale
 * when untouched for staleMs, by its mtime or (a clock ahead of ours) by our own watch; 'changed'
 * when the file was replaced or removed while watching.
 */
export function judgeByHeartbeat(lockPath: string, raw: string, staleMs: number): Verdict {
  const first = mtimeOf(lockPath);
  if (first === null) return 'changed';
  const watchedFrom = Date.now();
  const poll = Math.max(10, Math.min(250, Math.floor(staleMs / 10)));
  for (;;) {
    if (readText(lockPath) !== raw.trim()) return 'changed';
    const mtime = mtimeOf(lockPath);
    if (mtime === null) return 'changed';
    if (mtime !== first) return 'live';
    const now = Date.now();
    if (now - mtime > staleMs || now - watchedFrom > staleMs) return 'stale';
    sleepSync(poll);
  }
}

/** Touches the lock file every intervalMs until stopped, or until the file is no longer ours. */
const HEARTBEAT_SOURCE = `
const { workerData } = require('node:worker_threads');
const fs = require('node:fs');
const { lockPath, token, intervalMs } = workerData;
const timer = setInterval(() => {
  try {
    if (!fs.readFileSync(lockPath, 'utf8').includes(token)) return clearInterval(timer);
    const now = new Date();
    fs.utimesSync(lockPath, now, now);
  } catch {
    clearInterval(timer);
  }
}, intervalMs);
`;

export function startHeartbeat(lockPath: string, token: string, intervalMs: number): () => void {
  const worker = new Worker(HEARTBEAT_SOURCE, {
    eval: true,
    workerData: { lockPath, token, intervalMs },
    // The worker needs none of the parent's loaders or flags.
    execArgv: [],
    stdout: false,
    stderr: false,
  });
  worker.unref();
  worker.on('error', () => {});
  return () => {
    void worker.terminate();
  };
}
