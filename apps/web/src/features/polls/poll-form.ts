import { POLL_FORM_MESSAGES, type Poll, type PollInput, pollFormSchema } from '@newsroom/shared';
import { firstMessage, rulesValidator } from '../../lib/rules-validator.ts';

/** One item row of the dialog. `key` is the row's React key; `id` is set for a saved item. */
export type PollItemDraft = {
  key: string;
  id?: number;
  name: string;
  /** The saved votes (0 for a new item); shown, never sent. */
  votes: number;
};

export type PollFormValues = {
  name: string;
  items: PollItemDraft[];
};

let keySequence = 0;
const nextKey = () => {
  keySequence += 1;
  return `item-${keySequence}`;
};

/** The dialog's starting values: the loaded poll, or an empty new one. */
export function pollFormFrom(poll?: Poll): PollFormValues {
  return {
    name: poll?.name ?? '',
    items: (poll?.items ?? []).map((item) => ({
      key: nextKey(),
      id: item.id,
      name: item.name,
      votes: item.votes,
    })),
  };
}

/** A new, empty item row. */
export function newPollItem(): PollItemDraft {
  return { key: nextKey(), name: '', votes: 0 };
}

/** A new item is not added while an item with an empty name exists. */
export function canAddItem(items: readonly PollItemDraft[]): boolean {
  return items.every((item) => item.name.trim() !== '');
}

/**
 * The dialog's rules, the API's own (pollFormSchema): a name and at least one item; item
 * names are not checked. Both fields are marked at once; the name's message comes first.
 */
export const pollFormValidator = rulesValidator<PollFormValues>(
  pollFormSchema,
  POLL_FORM_MESSAGES.nameMissing,
);

/** The message saving `values` shows, or null when the poll may be sent. */
export function validatePollForm(values: PollFormValues): string | null {
  return firstMessage(pollFormValidator(values)) ?? null;
}

/** The body of the save: saved items carry their id, so they keep their votes. */
export function pollInputFrom(values: PollFormValues, lastUpdate?: string): PollInput {
  return {
    name: values.name.trim(),
    items: values.items.map((item) =>
      item.id === undefined ? { name: item.name } : { id: item.id, name: item.name },
    ),
    ...(lastUpdate ? { last_update: lastUpdate } : {}),
  };
}
