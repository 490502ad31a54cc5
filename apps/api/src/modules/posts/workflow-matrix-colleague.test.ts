/**
 * The review workflow's transition matrix on a colleague's articles (POST /api/posts/{id}/workflow):
 * as workflow-matrix-own.test.ts, but the article is another 'Szerző''s, so a submit also needs
 * articles.write_all (a writer submits only their own draft).
 */
import { describe, it } from 'vitest';
import { matrixCases, useWorkflowApp } from './workflow-support.ts';

const { checkStep } = useWorkflowApp();

describe("the workflow on a colleague's articles, by role", () => {
  it.each(matrixCases("colleague's"))('$label', async ({ role, state, action }) => {
    await checkStep(role, state, action, false);
  });
});
