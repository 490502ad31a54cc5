// The commit-message check (scripts/check-commits.mjs): the rule on single messages, and on the
// history of a small repository made here.
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { checkCommits, MAX_SUBJECT, messageProblems } from './check-commits.mjs';
import { removeTrees, writeTree } from './test-tree.ts';

afterEach(removeTrees);

describe('messageProblems', () => {
  it('accepts a short subject, a blank line and a body', () => {
    expect(messageProblems('Split the harness\n\nEach concern in its own file.\n')).toEqual([]);
  });

  it('counts characters, not bytes, up to the limit', () => {
    expect(messageProblems(`${'é'.repeat(MAX_SUBJECT)}\n\nWhy.`)).toEqual([]);
    expect(messageProblems(`${'a'.repeat(MAX_SUBJECT + 1)}\n\nWhy.`)).toEqual([
      `subject of ${MAX_SUBJECT + 1} characters (at most ${MAX_SUBJECT})`,
    ]);
  });

  it('refuses a message without a body, or with the body glued to the subject', () => {
    expect(messageProblems('Only a subject\n')).toEqual(['no body saying why']);
    expect(messageProblems('Subject\n\n  \n')).toEqual(['no body saying why']);
    expect(messageProblems('Subject\nbody at once')).toEqual(['no blank line after the subject']);
  });
});

describe('checkCommits', () => {
  const git = (cwd: string, ...args: string[]) =>
    spawnSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], {
      cwd,
      encoding: 'utf8',
    });

  it('checks only the commits after the base, and skips when the base is not in the clone', () => {
    const root = writeTree({ 'a.txt': 'a\n' }, 'commits-');
    if (git(root, 'init', '-q').status !== 0) return; // no git here
    const commit = (message: string) => git(root, 'commit', '-q', '--allow-empty', '-m', message);
    git(root, 'add', 'a.txt');
    commit('An old subject that was written before the rule and is far longer than seventy-two characters');
    const base = git(root, 'rev-parse', 'HEAD').stdout.trim();
    commit('Good subject\n\nA body.');
    commit('No body');

    const result = checkCommits(root, base);
    expect(result.commits).toBe(2);
    expect(result.problems?.map((p) => `${p.subject}: ${p.reasons.join('; ')}`)).toEqual([
      'No body: no body saying why',
    ]);
    expect(checkCommits(root, '0000000').skipped).toBe('commit 0000000 is not in this clone');
  });
});
