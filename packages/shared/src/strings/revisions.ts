import type { RevisionAction } from '../revisions.ts';

/** The API's messages of the revision calls (the rest are POST_MESSAGES, as for PUT /api/posts/{id}). */
export const REVISION_MESSAGES = {
  notFound: (id: number | string) => `#${id} változat nem létezik ennél a cikknél!`,
} as const;

/** What made a revision, as the revision list shows it. */
export const REVISION_ACTION_LABELS: Record<RevisionAction, string> = {
  create: 'Létrehozás',
  update: 'Mentés',
  publish: 'Közzététel',
  unpublish: 'Visszavonás piszkozatba',
  restore: 'Visszaállítás',
  'scheduled-publish': 'Időzített közzététel',
  submit: 'Beküldés jóváhagyásra',
  return: 'Visszaküldés',
  approve: 'Jóváhagyás',
};

/** The editor's list of earlier versions. */
export const REVISIONS_UI = {
  title: 'Korábbi változatok',
  empty: 'Ennek a cikknek még nincs korábbi változata.',
  show: 'Megtekintés',
  restore: 'Visszaállítás',
  restoreConfirm: (date: string) =>
    `Visszaállítja a cikket a ${date} változatra? A jelenlegi szöveg is megmarad a változatok között.`,
  restoreYes: 'Visszaállítás',
  restoreCancel: 'Mégsem',
  savedBy: (name: string, date: string) => `${name}, ${date}`,
} as const;

/** The editor's history panel ('Előzmények'): the revisions and what changed since. */
export const HISTORY_UI = {
  open: 'Előzmények',
  title: 'Előzmények',
  list: 'Korábbi változatok listája',
  loading: 'Betöltés...',
  loadMore: 'Továbbiak',
  compareTitle: (date: string) => `Eltérések a jelenlegi szövegtől (${date} változat)`,
  compareHint: 'Pirossal áthúzva a változat szövege, zölddel a jelenlegi.',
  noChanges: 'Nincs eltérés.',
  fieldTitle: 'Cím',
  fieldShortContent: 'Bevezető',
  fieldContent: 'Tartalom',
  back: 'Vissza a listához',
  restored: (date: string) => `A cikk visszaállítva a ${date} változatra.`,
} as const;
