/**
 * The voting polls screen (docs/product.md: Voting polls screen), English as the product shows it (docs/product.md).
 * The right-side actions have no wording in docs/product.md; theirs is chosen to match the screen.
 */
export const POLL_LIST = {
  title: 'Voting polls',
  newPoll: 'New voting poll',
  list: 'Voting polls list',
  columnId: 'id',
  columnName: 'Name',
  columnVotes: 'Votes',
  columnCreatedBy: 'Created by',
  columnUpdatedBy: 'Updated by',
  columnActions: 'Actions',
  /** After the count on narrow screens, where the column headers are hidden. */
  votesSuffix: 'votes',
  edit: 'Edit',
  delete: 'Delete',
  rightSide: 'Right side',
  rightSideHint: 'Shown on the right side of the public site',
  markRightSide: 'Show on the right side',
  removeAll: 'Remove all from the right side',
  empty: 'There are no voting polls yet.',
  loadFailed: 'The voting polls could not be loaded. Please try again!',
  deleteConfirm: (name: string) => `Do you really want to delete this #${name} voting poll?`,
  confirmTitle: 'Confirmation',
  yes: 'Yes',
  cancel: 'Cancel',
  deletedFallback: 'The voting poll has been deleted.',
  markedFallback: 'The voting poll is shown on the right side.',
  removedAllFallback: 'No voting poll is shown on the right side.',
} as const;

export const POLL_FORM = {
  editTitle: 'Edit voting poll',
  newTitle: 'New voting poll',
  loading: 'Loading…',
  name: 'Name',
  items: 'Items',
  itemName: (n: number) => `Item ${n} name`,
  itemVotes: 'Votes',
  deleteItem: (n: number) => `Delete item ${n}`,
  totalVotes: 'Total votes',
  results: 'Results',
  share: (name: string, percent: number) => `${name}: ${percent}%`,
  addItem: '+ Add new item',
  cancel: 'Cancel',
  close: 'Close',
  save: 'Save',
  savedFallback: 'The voting poll has been saved.',
  noItemsYet: 'No items yet.',
} as const;

/** Messages of docs/product.md for the poll dialog. */
export const POLL_FORM_MESSAGES = {
  nameMissing: 'Fill out the fields please!',
  noItems: 'You must add at least one item!',
} as const;

/** Messages the server answers poll calls with (docs/api.md: Hungarian). */
export const POLL_SERVER_MESSAGES = {
  notFound: (id: number | string) => `A(z) #${id} szavazás nem létezik!`,
  nameMissing: 'Adja meg a szavazás nevét!',
  noItems: 'Adjon meg legalább egy válaszlehetőséget!',
  lastUpdateMissing: 'Hiányzik a betöltött szavazás módosítási ideje (last_update)!',
  conflict: 'A szavazást időközben más módosította. Töltse be újra, mielőtt mentene!',
  saved: 'A szavazás elmentve.',
  deleted: 'A szavazás törölve.',
  markedRightSide: 'A szavazás mostantól a jobb oldalon látható.',
  removedAllRightSide: 'Egy szavazás sem látható a jobb oldalon.',
  voted: 'Köszönjük a szavazatát!',
  alreadyVoted: 'Ebben a szavazásban már szavazott erről a böngészőről.',
  badItem: 'Nincs ilyen válaszlehetőség ebben a szavazásban!',
} as const;
