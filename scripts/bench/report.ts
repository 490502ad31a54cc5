// The benchmarks' report: each writes its section of docs/benchmarks.md between its own markers,
// and describes the machine it ran on the same way.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Writes `generated` between the markers of `file`, keeping the rest; `whenMissing` makes the
 * whole text when the file or its markers are missing (old: the file's text, if any).
 */
export function writeBetweenMarkers(
  file: string,
  markers: { start: string; end: string },
  generated: string,
  whenMissing: (block: string, old: string | undefined) => string,
): void {
  const block = `${markers.start}\n${generated}\n${markers.end}`;
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  const start = old?.indexOf(markers.start) ?? -1;
  const end = old?.indexOf(markers.end) ?? -1;
  const text =
    old !== undefined && start >= 0 && end > start
      ? old.slice(0, start) + block + old.slice(end + markers.end.length)
      : whenMissing(block, old);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/**
 * Writes a benchmark's section between `<!-- bench:<name>:start -->` and its end marker in `file`;
 * when they are missing, adds them at the end of the file (made when missing), after `intro`.
 */
export function writeSection(file: string, name: string, generated: string, intro = ''): void {
  writeBetweenMarkers(
    file,
    { start: `<!-- bench:${name}:start -->`, end: `<!-- bench:${name}:end -->` },
    generated,
    (block, old) => `${(old ?? '# Benchmarks\n').trimEnd()}\n\n${intro}${block}\n`,
  );
}

const loadText = (load: number[]) => load.map((n) => n.toFixed(2)).join(' / ');

/**
 * The report's first lines: when it ran, the machine, Node.js and the load average at the start
 * (`loadBefore`) and now, with `extra` lines (the database, the browser…) after the machine.
 */
export function machineLines(startedAt: Date, loadBefore: number[], extra: string[] = []): string[] {
  const cpus = os.cpus();
  return [
    `- Date: ${startedAt.toISOString()}`,
    `- Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory, ${os.type()} ${os.release()}`,
    `- Node.js ${process.version}`,
    ...extra.map((line) => `- ${line}`),
    `- Load average (1/5/15 min) at start: ${loadText(loadBefore)}, at the end: ${loadText(os.loadavg())} (other processes on the machine share its ${cpus.length} cores, so the tails are noisy)`,
  ];
}
