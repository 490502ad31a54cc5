import type { RevisionAction } from '../editor-safety.ts';

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

/** Who else has the article open. */
export const PRESENCE_UI = {
  othersEditing: 'Ezt a cikket most más is szerkeszti:',
  editorSince: (name: string, time: string) => `${name} is szerkeszti ezt a cikket ${time} óta`,
  yourOtherTab: (time: string) => `Ön egy másik lapon is szerkeszti ezt a cikket ${time} óta`,
  noLock: 'A cikk nincs zárolva: aki később ment, az felülírást jelző hibát kap.',
} as const;

/** The editor's action bar: its state badge, Ctrl+S and the unpublish question. */
export const EDITOR_STATE_UI = {
  state: 'A cikk állapota',
  draft: 'Piszkozat',
  published: 'Közzétéve',
  scheduled: 'Időzítve',
  modified: 'Módosítva',
  shortcutHint: 'Mentés: Ctrl+S',
  unpublishTitle: 'Visszavonás piszkozatba',
  unpublishConfirm: 'Ez a cikk közzé van téve. Piszkozatként mentve lekerül a nyilvános oldalról. Folytatja?',
  unpublishYes: 'Mentés piszkozatként',
  unpublishCancel: 'Mégsem',
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

/** Scheduled publication, in the editor, the lists and the dashboard. */
export const SCHEDULE_UI = {
  publishAt: 'Időzített közzététel',
  publishAtHint: 'Budapesti idő szerint. A cikk addig piszkozat marad.',
  clear: 'Időzítés törlése',
  scheduled: 'Időzítve',
  scheduledFor: (date: string) => `Időzítve: ${date}`,
  publishedLate: 'Késve jelent meg',
  upcoming: 'Következő időzített cikkek',
  upcomingEmpty: 'Nincs időzített cikk.',
  scheduledBy: (name: string) => `Időzítette: ${name}`,
} as const;
