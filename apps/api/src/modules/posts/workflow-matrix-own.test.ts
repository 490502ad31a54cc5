/**
 * The review workflow's transition matrix on one's own articles (POST /api/posts/{id}/workflow):
 * every built-in role × every state (the four review states of a draft, and published) × every
 * step. A client sees exactly one of: 403 naming the right the role lacks; 409 naming the steps
 * that fit; 200 with the article's new state. A refusal changes nothing.
 */
import { BUILTIN_ROLE_KEYS, BUILTIN_ROLES, RIGHTS } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { ARTICLE_RIGHTS, matrixCases, useWorkflowApp } from './workflow-support.ts';

const { people, checkStep } = useWorkflowApp();

describe('the workflow on their own articles, by role', () => {
  it.each(BUILTIN_ROLE_KEYS)('%s signs in with the article rights of its role', (role) => {
    const articleRights = people[role].user.rights.filter((r) => r.startsWith('articles.'));
    expect(new Set(articleRights)).toEqual(new Set(ARTICLE_RIGHTS[role]));
    expect(people[role].user.role_name).toBe(BUILTIN_ROLES[role].name);
    if (role === 'administrator') expect(people[role].user.rights).toEqual([...RIGHTS]);
    if (role === 'reader') expect(people[role].user.rights).toEqual([]);
  });

  it.each(matrixCases('own'))('$label', async ({ role, state, action }) => {
    await checkStep(role, state, action, true);
  });
});
