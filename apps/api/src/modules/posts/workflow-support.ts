/**
 * What the review workflow's test files (workflow-*.test.ts) share: a TestApp with one signed-in
 * user per built-in role (and a colleague 'Szerző' who owns the articles that are not theirs),
 * articles put straight into a workflow state, the workflow call, and the expected outcome of a
 * step worked out from the rules as the product states them (not from workflow.ts's table).
 */
import {
  allowedActions,
  BUILTIN_ROLE_KEYS,
  BUILTIN_ROLES,
  type BuiltinRoleKey,
  type Post,
  type Right,
  rightMissing,
  WORKFLOW_ACTIONS,
  WORKFLOW_MESSAGES,
  type WorkflowAction,
  type WorkflowStatus,
} from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import { buildPost, builtinRoleId, errorBody, type SignedIn, useTestApp } from '../../test/harness.ts';

/** The state an article starts a step in: a draft in one review state, or published. */
export type StartState = WorkflowStatus | 'published';
export const START_STATES: readonly StartState[] = [
  'draft',
  'submitted',
  'returned',
  'approved',
  'published',
];

/** The article rights of each built-in role, as docs/product.md's Roles name them. */
export const ARTICLE_RIGHTS: Record<BuiltinRoleKey, readonly Right[]> = {
  author: ['articles.write_own'],
  editor: [
    'articles.write_own',
    'articles.write_all',
    'articles.publish',
    'articles.review',
    'articles.delete',
  ],
  administrator: [
    'articles.write_own',
    'articles.write_all',
    'articles.publish',
    'articles.review',
    'articles.delete',
  ],
  developer: ['articles.write_own', 'articles.write_all', 'articles.publish', 'articles.delete'],
  reader: [],
};

/** The actions that fit each state, whoever asks. */
const FITTING: Record<StartState, readonly WorkflowAction[]> = {
  draft: ['submit', 'publish'],
  submitted: ['return', 'approve', 'publish'],
  returned: ['submit', 'publish'],
  approved: ['return', 'publish'],
  published: ['unpublish'],
};

/** The right a role lacks for `action` on an article (its own or a colleague's), or null. */
export function missingRight(role: BuiltinRoleKey, action: WorkflowAction, own: boolean): Right | null {
  const has = (right: Right) => ARTICLE_RIGHTS[role].includes(right);
  switch (action) {
    case 'submit':
      if (!has('articles.write_own') && !has('articles.write_all')) return 'articles.write_own';
      return own || has('articles.write_all') ? null : 'articles.write_all';
    case 'return':
    case 'approve':
      return has('articles.review') ? null : 'articles.review';
    case 'publish':
    case 'unpublish':
      return has('articles.publish') ? null : 'articles.publish';
  }
}

/** The steps a role may take on an article in `state` now, in the table's order. */
export function expectedAllowed(role: BuiltinRoleKey, state: StartState, own: boolean): WorkflowAction[] {
  return WORKFLOW_ACTIONS.filter((a) => FITTING[state].includes(a) && missingRight(role, a, own) === null);
}

/** The note every return of the matrix sends. */
export const RETURN_NOTE = 'Kérem, egészítse ki a forrásokkal.';
/** The note an article that starts 'Visszaküldve' (or published) carries from an earlier return. */
export const OLD_NOTE = 'Régi megjegyzés a szerzőnek.';

/** What a client sees of the article after a successful step. */
export const AFTER_STEP: Record<WorkflowAction, Partial<Post>> = {
  submit: { menu_type: 'draft', workflow_status: 'submitted', workflow_note: '' },
  return: { menu_type: 'draft', workflow_status: 'returned', workflow_note: RETURN_NOTE },
  approve: { menu_type: 'draft', workflow_status: 'approved', workflow_note: '' },
  publish: { menu_type: 'post' },
  unpublish: { menu_type: 'draft', workflow_status: 'draft', workflow_note: '' },
};

export type People = Record<BuiltinRoleKey | 'colleague', SignedIn>;

/** A test file's TestApp with one signed-in user per built-in role and a colleague 'Szerző'. */
export function useWorkflowApp() {
  const { t } = useTestApp();
  const people = {} as People;
  beforeAll(async () => {
    for (const key of BUILTIN_ROLE_KEYS) {
      people[key] = await t.signIn({
        role_id: await builtinRoleId(t.db, key),
        first_name: key,
        last_name: BUILTIN_ROLES[key].name,
      });
    }
    people.colleague = await t.signIn({
      role_id: await builtinRoleId(t.db, 'author'),
      first_name: 'Kornél',
      last_name: 'Kolléga',
    });
  });

  /** POST /api/posts/{id}/workflow. */
  function step(who: SignedIn, id: number, action: WorkflowAction, extra: Record<string, unknown> = {}) {
    return t.app.inject({
      method: 'POST',
      url: `/api/posts/${id}/workflow`,
      headers: who.headers,
      payload: { action, ...extra },
    });
  }

  /** GET /api/posts/{id} as the administrator. */
  async function read(id: number): Promise<Post> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/posts/${id}`,
      headers: people.administrator.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Post }>().data;
  }

  /** An article of `ownerId` in `state`, written straight to the database, as the API reads it. */
  async function articleIn(state: StartState, ownerId: number): Promise<Post> {
    const built = await buildPost(t.db, {
      user_id: ownerId,
      menu_type: state === 'published' ? 'post' : 'draft',
    });
    // A published article keeps the state it was approved in (the note of an earlier return too),
    // which the workflow shows only once it is withdrawn.
    const workflowStatus = state === 'published' ? 'approved' : state;
    const workflowNote = state === 'returned' || state === 'published' ? OLD_NOTE : '';
    await t.db.update(posts).set({ workflowStatus, workflowNote }).where(eq(posts.id, built.id));
    const post = await read(built.id);
    expect(post).toMatchObject({ workflow_status: workflowStatus, workflow_note: workflowNote });
    return post;
  }

  /**
   * Articles that refused steps left as they were, by actor, state and owner: the next refusal of
   * the same kind reuses one (each cell checks that its refusal changed nothing, and only then
   * hands the article on), which keeps the matrix quick.
   */
  const untouched = new Map<string, Post>();

  /**
   * One cell of the transition matrix: `role` takes `action` on an article in `state` (its own,
   * or the colleague's), and the client sees exactly the rules' answer; a refusal changes nothing.
   */
  async function checkStep(role: BuiltinRoleKey, state: StartState, action: WorkflowAction, own: boolean) {
    const who = people[role];
    const missing = missingRight(role, action, own);
    const fits = FITTING[state].includes(action);
    const key = `${role}/${state}/${own}`;
    const reused = missing || !fits ? untouched.get(key) : undefined;
    untouched.delete(key);
    const before = reused ?? (await articleIn(state, own ? who.user.id : people.colleague.user.id));
    const res = await step(who, before.id, action, action === 'return' ? { note: RETURN_NOTE } : {});
    const allowed = expectedAllowed(role, state, own);
    if (missing) {
      expect(res.statusCode, res.body).toBe(403);
      expect(errorBody(res).message).toBe(rightMissing(missing));
    } else if (!fits) {
      // The steps named are the rules', and the shared table the screens read agrees.
      expect(allowedActions(who.user, before)).toEqual(allowed);
      expect(res.statusCode, res.body).toBe(409);
      expect(errorBody(res).message).toBe(
        WORKFLOW_MESSAGES.notFitting(before.workflow_status, state === 'published', allowed),
      );
    } else {
      expect(res.statusCode, res.body).toBe(200);
      const reply = res.json<{ data: Post; message: string }>();
      expect(reply.message).toBe(WORKFLOW_MESSAGES.done[action]);
      expect(reply.data).toMatchObject({ id: before.id, ...AFTER_STEP[action] });
      expect(reply.data.last_update).not.toBe(before.last_update);
      expect(await read(before.id)).toEqual(reply.data);
      return;
    }
    expect(await read(before.id)).toEqual(before);
    untouched.set(key, before);
  }

  return { t, people, step, read, articleIn, checkStep };
}

/** The cells of the matrix for one ownership, each labelled role/state/action. */
export function matrixCases(ownership: 'own' | "colleague's") {
  return BUILTIN_ROLE_KEYS.flatMap((role) =>
    START_STATES.flatMap((state) =>
      WORKFLOW_ACTIONS.map((action) => ({
        role,
        state,
        action,
        label: `${role} (${BUILTIN_ROLES[role].name}) / ${ownership} ${state} / ${action}`,
      })),
    ),
  );
}
