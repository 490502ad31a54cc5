import { z } from 'zod';
import { formatDateTime } from './dates.ts';
import { okReplySchema } from './envelope.ts';
import { can, type HasRights, type Permission } from './permissions.ts';
import { rule } from './rules.ts';

/**
 * The review workflow of a draft (docs/product.md, "Review workflow"): 'Piszkozat', 'Beküldve',
 * 'Visszaküldve' and 'Jóváhagyva'. menu_type stays draft or post; publishing or withdrawing an
 * article starts its workflow over ('Piszkozat').
 */
export const WORKFLOW_STATUSES = ['draft', 'submitted', 'returned', 'approved'] as const;
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];

export const WORKFLOW_STATUS_LABELS: Record<WorkflowStatus, string> = {
  draft: 'Piszkozat',
  submitted: 'Beküldve',
  returned: 'Visszaküldve',
  approved: 'Jóváhagyva',
};

export const WORKFLOW_ACTIONS = ['submit', 'return', 'approve', 'publish', 'unpublish'] as const;
export type WorkflowAction = (typeof WORKFLOW_ACTIONS)[number];

/** The editor's buttons of the actions. */
export const WORKFLOW_ACTION_LABELS: Record<WorkflowAction, string> = {
  submit: 'Beküldés jóváhagyásra',
  return: 'Visszaküldés',
  approve: 'Jóváhagyás',
  publish: 'Közzététel',
  unpublish: 'Visszavonás piszkozatba',
};

/** The permission each action needs (a submit: writing the article, own or, with write_all, any). */
export const WORKFLOW_ACTION_PERMISSIONS: Record<WorkflowAction, Permission> = {
  submit: 'writePosts',
  return: 'reviewPosts',
  approve: 'reviewPosts',
  publish: 'publishPosts',
  unpublish: 'publishPosts',
};

/** What the transition table looks at of an article. */
export interface WorkflowState {
  menu_type: string;
  workflow_status: WorkflowStatus;
}

/** The transition table: whether an action fits an article's state, whoever asks. */
export function actionFits(action: WorkflowAction, state: WorkflowState): boolean {
  const draft = state.menu_type !== 'post';
  switch (action) {
    case 'submit':
      return draft && (state.workflow_status === 'draft' || state.workflow_status === 'returned');
    case 'return':
      return draft && (state.workflow_status === 'submitted' || state.workflow_status === 'approved');
    case 'approve':
      return draft && state.workflow_status === 'submitted';
    case 'publish':
      return draft;
    case 'unpublish':
      return !draft;
  }
}

/**
 * The actions `user` may take on an article now, in the table's order: those that fit its state
 * and that the user's role allows (a submit of another's draft needs articles.write_all).
 */
export function allowedActions(
  user: (HasRights & { id: number }) | null | undefined,
  post: WorkflowState & { user_id: number },
): WorkflowAction[] {
  if (!user) return [];
  return WORKFLOW_ACTIONS.filter(
    (action) =>
      actionFits(action, post) &&
      can(user, WORKFLOW_ACTION_PERMISSIONS[action]) &&
      (action !== 'submit' || post.user_id === user.id || can(user, 'editAllPosts')),
  );
}

export const MAX_WORKFLOW_NOTE_LENGTH = 2000;

/** POST /api/posts/{id}/workflow. */
export const workflowInputSchema = z.object({
  action: z.enum(WORKFLOW_ACTIONS),
  /** Required for a return: what the author should change. */
  note: z
    .string()
    .max(
      MAX_WORKFLOW_NOTE_LENGTH,
      rule(`A megjegyzés legfeljebb ${MAX_WORKFLOW_NOTE_LENGTH} karakter lehet!`),
    )
    .nullish()
    .transform((v) => v?.trim() ?? ''),
  /** When sent: 409 if the article changed since it was loaded. */
  last_update: z.string().max(40).optional(),
});
export type WorkflowInput = z.input<typeof workflowInputSchema>;

/** Messages of the workflow calls (Hungarian, as every message of the API). */
export const WORKFLOW_MESSAGES = {
  noteRequired: 'A visszaküldéshez írja meg a szerzőnek, mit javítson!',
  notFitting: (status: WorkflowStatus, published: boolean, allowed: WorkflowAction[]) =>
    `A cikk most ${published ? 'megjelent' : `„${WORKFLOW_STATUS_LABELS[status]}” állapotú`}, ezért ez a lépés nem lehetséges. ${
      allowed.length > 0
        ? `Lehetséges lépések: ${allowed.map((a) => WORKFLOW_ACTION_LABELS[a]).join(', ')}.`
        : 'Most nincs olyan lépés, amelyet megtehetne.'
    }`,
  done: {
    submit: 'A cikket beküldte jóváhagyásra.',
    return: 'A cikket visszaküldte a szerzőnek.',
    approve: 'A cikket jóváhagyta.',
    publish: 'A cikk megjelent.',
    unpublish: 'A cikket visszavonta piszkozatba.',
  } satisfies Record<WorkflowAction, string>,
} as const;

/** The colour of each review state's badge (the lists and the editor). */
export const WORKFLOW_BADGE_COLORS: Record<WorkflowStatus, string> = {
  draft: 'gray',
  submitted: 'blue',
  returned: 'orange',
  approved: 'teal',
};

/**
 * The desk's lists on 'Piszkozatok' (`desk` in the URL): drafts waiting for a reviewer (everyone's,
 * for reviewers), one's own returned drafts, and one's own submitted ones.
 */
export const DESKS = ['review', 'returned', 'submitted'] as const;
export type Desk = (typeof DESKS)[number];
export const DESK_LABELS: Record<Desk, string> = {
  review: 'Jóváhagyásra vár',
  returned: 'Visszaküldve nekem',
  submitted: 'Saját beküldött',
};
/** The review state each desk list shows. */
export const DESK_STATUS: Record<Desk, WorkflowStatus> = {
  review: 'submitted',
  returned: 'returned',
  submitted: 'submitted',
};

/** The embargo's answers (docs/api.md, "Workflow"). */
export const EMBARGO_MESSAGES = {
  blocked: (until: string) =>
    `A cikk embargó alatt áll ${formatDateTime(until)}-ig: addig semmilyen módon nem jelenhet meg.`,
  scheduleTooEarly: (until: string) =>
    `Az időzítés nem lehet korábbi az embargó végénél (${formatDateTime(until)}).`,
} as const;

/** The embargo's words. */
export const EMBARGO_UI = {
  badge: 'Embargó',
  field: 'Embargó eddig',
  fieldHint: 'Addig semmilyen módon nem jelenhet meg: sem közzététellel, sem időzítéssel.',
  clear: 'Embargó törlése',
} as const;

/** The editor's words of the workflow. */
export const WORKFLOW_UI = {
  schedule: 'Időzítés',
  returnTitle: 'Visszaküldés a szerzőnek',
  noteLabel: 'Mit javítson a szerző?',
  notePlaceholder: 'Például: hiányzik a forrás a második bekezdésből.',
  returnConfirm: 'Visszaküldés',
  cancel: 'Mégsem',
  returnedNote: 'Visszaküldve, a szerkesztő megjegyzése:',
  waiting: 'Jóváhagyásra vár',
  actions: 'Munkafolyamat',
  views: 'Piszkozatok nézete',
  /** The editor for a user who may not open it: why, in one line. */
  deniedNoWrite: 'Szerepköre nem ad jogot cikkek írására, ezért a szerkesztőt nem nyithatja meg.',
  deniedOthers: 'Ez egy kollégája cikke: csak a „Bármely cikk szerkesztése” joggal szerkesztheti.',
  backToList: 'Vissza a cikkekhez',
  toldAuthor: (name: string) => `Értesítést kap: ${name} (a szerző).`,
  toldReviewers: (names: string[]) =>
    names.length > 0
      ? `Beküldés után értesítést kap: ${names.join(', ')}.`
      : 'Most senki sem kap értesítést: nincs jóváhagyásra jogosult kolléga.',
} as const;

/** GET /api/workflow/reviewers: who a submission by the signed-in user would tell, by name. */
export const workflowReviewersReplySchema = okReplySchema(z.object({ names: z.array(z.string()) }));

/** GET /api/workflow/editors: who may be an article's 'Felelős szerkesztő' (articles.write_all). */
export const workflowEditorsReplySchema = okReplySchema(
  z.array(z.object({ id: z.number().int().min(1), name: z.string() })),
);

export const RESPONSIBLE_EDITOR_UI = {
  field: 'Felelős szerkesztő',
  hint: 'Aki a cikkért felel a szerkesztőségben.',
  none: 'Nincs kijelölve',
  invalid: 'Felelős szerkesztő csak olyan aktív kolléga lehet, aki minden cikket szerkeszthet!',
} as const;
