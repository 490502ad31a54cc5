// Commit messages that read well in `git log --oneline` and say why: every commit after BASE has a
// subject of at most 72 characters, then a blank line, then a body. Run by `npm test` and
// `npm run test:quick`. Skipped, with one line saying so, without git or when BASE is not in the
// clone (a shallow one).
// Usage: node scripts/check-commits.mjs [root] [--base <commit>] (the repository and BASE by default).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The last commit before the rule: the history up to it is left as it was written. */
export const BASE = '2b68da7';
export const MAX_SUBJECT = 72;

/** What is wrong with one commit message: a list of reasons, empty when it keeps the rule. */
export function messageProblems(message) {
  const lines = message.replace(/\s+$/, '').split('\n');
  const subject = lines[0] ?? '';
  const problems = [];
  if (subject.trim() === '') problems.push('no subject');
  const length = [...subject].length;
  if (length > MAX_SUBJECT) problems.push(`subject of ${length} characters (at most ${MAX_SUBJECT})`);
  if (lines.length > 1 && (lines[1] ?? '').trim() !== '') problems.push('no blank line after the subject');
  if (lines.slice(1).every((line) => line.trim() === '')) problems.push('no body saying why');
  return problems;
}

/**
 * The commits after base in root's history and their problems: { skipped } when git or base is
 * missing, else { commits, problems: [{ commit, subject, reasons }] }.
 */
export function checkCommits(root, base = BASE) {
  const git = (...args) =>
    spawnSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const probe = git('cat-file', '-e', `${base}^{commit}`);
  if (probe.error) return { skipped: 'git is not installed' };
  if (probe.status !== 0) return { skipped: `commit ${base} is not in this clone` };
  const log = git('log', '--format=%H%x00%B%x1e', `${base}..HEAD`);
  if (log.status !== 0) return { skipped: `git log failed: ${log.stderr.trim()}` };
  const commits = log.stdout
    .split('\x1e')
    .map((entry) => entry.replace(/^\n/, ''))
    .filter(Boolean)
    .map((entry) => {
      const [hash = '', message = ''] = entry.split('\0');
      return { hash, message };
    });
  const problems = commits
    .map(({ hash, message }) => ({
      commit: hash.slice(0, 7),
      subject: message.split('\n')[0] ?? '',
      reasons: messageProblems(message),
    }))
    .filter((p) => p.reasons.length > 0);
  return { commits: commits.length, problems };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const baseAt = args.indexOf('--base');
  const base = baseAt === -1 ? BASE : args.splice(baseAt, 2)[1];
  const root = path.resolve(args[0] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const result = checkCommits(root, base);
  if (result.skipped) {
    console.log(`Commit messages not checked: ${result.skipped}.`);
  } else if (result.problems.length > 0) {
    console.error(
      `Commit messages after ${base} need a subject of at most ${MAX_SUBJECT} characters, a blank line and a body (scripts/check-commits.mjs):\n${result.problems
        .map(
          (p) =>
            `  ${p.commit} ${p.subject.slice(0, 60)}${p.subject.length > 60 ? '…' : ''}: ${p.reasons.join('; ')}`,
        )
        .join('\n')}`,
    );
    process.exit(1);
  } else {
    console.log(
      `Commit messages kept: ${result.commits} commits after ${base}, each with a short subject and a body.`,
    );
  }
}
