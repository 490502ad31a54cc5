import fs from 'node:fs';
import path from 'node:path';

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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the embedded database's data folder for this process. A lock left by a process that no
 * longer runs is taken over; a live one is refused. Returns the function that releases it.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'newsroom.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(owner) && isAlive(owner)) {
        throw new DataDirLockedError(dataDir, owner);
      }
      fs.unlinkSync(lockPath);
    }
  }
  throw new Error(`Az adatmappa zárolása nem sikerült: ${lockPath}`);
}
