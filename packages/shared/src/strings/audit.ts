import type { AuditAction, AuditEntity } from '../audit.ts';

/** The 'Napló' screen (/audit-log). */
export const AUDIT_PAGE = {
  title: 'Napló',
  user: 'Felhasználó',
  userPlaceholder: 'Bárki',
  entity: 'Elem típusa',
  entityId: 'Elem azonosítója',
  action: 'Művelet',
  all: 'Összes',
  list: 'Napló bejegyzései',
  columnTime: 'Időpont',
  columnUser: 'Ki',
  columnAddress: 'Cím',
  columnItem: 'Elem',
  columnAction: 'Művelet',
  columnChanges: 'Változások',
  /** An entry of the server itself (the scheduler) or of an unknown e-mail. */
  system: 'Rendszer',
  noChanges: '–',
  empty: 'Nincs a szűrőknek megfelelő bejegyzés.',
  loadFailed: 'A napló nem tölthető be. Próbálja újra!',
  hitCount: (formattedCount: string) => `${formattedCount} bejegyzés`,
  csv: 'CSV letöltése',
  csvFailed: 'A CSV letöltése nem sikerült!',
  /** The item column: 'Cikk #12: Címe' (without a title: 'Cikk #12'). */
  item: (entity: string, id: number | null, label: string | null) =>
    `${entity}${id === null ? '' : ` #${id}`}${label ? `: ${label}` : ''}`,
  /** The button that shows the whole change of a row. */
  showChanges: 'Részletek',
  moreChanges: (n: number) => `és még ${n} mező`,
  changesTitle: 'A bejegyzés változásai',
  field: 'Mező',
  before: 'Előtte',
  after: 'Utána',
  emptyValue: '(üres)',
  /** A secret (a password) is recorded only as changed. */
  redacted: '(titkos érték módosult)',
  close: 'Bezárás',
  accessDenied: 'Hozzáférés megtagadva! A naplót csak rendszergazdák láthatják.',
} as const;

/** The audit trail's words for its entities (the "Napló" screen, the CSV). */
export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  post: 'Cikk',
  campaign: 'Kampány',
  banner: 'Banner',
  google_ad: 'Google hirdetés',
  voting_widget: 'Szavazás',
  content_key: 'Tartalomkulcs',
  webhook: 'Webhook',
  user: 'Felhasználó',
  role: 'Szerepkör',
  settings: 'Beállítás',
  session: 'Munkamenet',
  menu: 'Rovat',
  submenu: 'Alrovat',
  post_type: 'Cikktípus',
  media: 'Kép',
  keyword: 'Címke',
};

/** The audit trail's words for its actions. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Létrehozás',
  update: 'Módosítás',
  delete: 'Törlés',
  publish: 'Publikálás',
  unpublish: 'Visszavonás',
  restore: 'Visszaállítás',
  submit: 'Beküldés jóváhagyásra',
  return: 'Visszaküldés',
  approve: 'Jóváhagyás',
  correction: 'Helyesbítés',
  right_item: 'Jobb oldalra helyezés',
  remove_all: 'Összes levétele a jobb oldalról',
  merge: 'Összevonás',
  login: 'Bejelentkezés',
  login_failed: 'Sikertelen bejelentkezés',
  logout: 'Kijelentkezés',
  password_change: 'Jelszócsere',
  two_factor_on: 'Kétlépcsős azonosítás be',
  two_factor_off: 'Kétlépcsős azonosítás ki',
  two_factor_reset: 'Kétlépcsős azonosítás törlése',
  session_revoked: 'Munkamenet megszüntetése',
  throttle_lock: 'Bejelentkezés zárolva',
  login_backstop: 'Fiók zárolva: túl sok sikertelen bejelentkezés',
};

/**
 * The audit trail's words for the fields of its changes (the "Napló" screen, the CSV); a field not
 * listed shows by its API name.
 */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  title: 'Cím',
  short_content: 'Bevezető',
  content: 'Szöveg',
  keywords: 'Kulcsszavak',
  thumbnail: 'Borítókép',
  thumbnail_source: 'Kép forrása',
  menu_id: 'Rovat',
  secondary_menu_id: 'Alrovat',
  post_type: 'Cikk típus',
  menu_type: 'Állapot',
  post_url: 'Webcím',
  shortname: 'Rövid név',
  publish_at: 'Időzített megjelenés',
  scheduled_by: 'Időzítette',
  published_late: 'Késve jelent meg',
  is_active: 'Aktív',
  user_id: 'Szerző',
  url: 'Link',
  side: 'Elhelyezés',
  banner_url: 'Kép',
  width: 'Szélesség',
  height: 'Magasság',
  name: 'Név',
  path: 'Útvonal',
  size: 'Méret',
  div_id: 'Div azonosító',
  path_mobile: 'Mobil útvonal',
  size_mobile: 'Mobil méret',
  div_id_mobile: 'Mobil div azonosító',
  position: 'Pozíció',
  items: 'Válaszok',
  right_side: 'Jobb oldalon',
  cleared_polls: 'Jobb oldalról levett szavazások',
  right_side_polls: 'Jobb oldalról levett szavazások',
  first_name: 'Keresztnév',
  last_name: 'Vezetéknév',
  email: 'E-mail',
  password: 'Jelszó',
  is_admin: 'Adminisztrátor',
  is_administrator: 'Rendszergazda',
  is_developer: 'Fejlesztő',
  role_id: 'Szerepkör',
  workflow_status: 'Munkafolyamat',
  workflow_note: 'Megjegyzés a szerzőnek',
  responsible_editor_id: 'Felelős szerkesztő',
  embargo_until: 'Embargó',
  role_name: 'Szerepkör',
  rights: 'Jogosultságok',
  two_factor_enabled: 'Kétlépcsős azonosítás',
  required_roles: 'Kötelező kétlépcsős azonosítás',
};

/** A field of a change in words ('title' → 'Cím'). */
export function auditFieldLabel(field: string): string {
  return Object.hasOwn(AUDIT_FIELD_LABELS, field) ? (AUDIT_FIELD_LABELS[field] ?? field) : field;
}
