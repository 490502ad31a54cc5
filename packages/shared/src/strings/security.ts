import type { AuditAction, AuditEntity } from '../security.ts';

/** What the server answers about second factors and sessions (docs/api.md: Hungarian). */
export const SECURITY_MESSAGES = {
  invalidCode: 'Hibás ellenőrző kód!',
  challengeExpired: 'A bejelentkezés ideje lejárt. Jelentkezzen be újra!',
  setupFirst: 'Előbb kérjen új QR-kódot a beállításhoz!',
  alreadyEnabled: 'A kétlépcsős azonosítás már be van kapcsolva.',
  notEnabled: 'A kétlépcsős azonosítás nincs bekapcsolva.',
  proofRequired: 'Adja meg az ellenőrző kódot vagy a jelszavát!',
  wrongPassword: 'Hibás jelszó!',
  requiredByRole: 'A szerepköréhez kötelező a kétlépcsős azonosítás, ezért nem kapcsolható ki.',
  enabled: 'A kétlépcsős azonosítás bekapcsolva.',
  disabled: 'A kétlépcsős azonosítás kikapcsolva.',
  reset: 'A felhasználó kétlépcsős azonosítása törölve; a következő bejelentkezéskor újra beállíthatja.',
  policySaved: 'A kétlépcsős azonosítás beállítása mentve.',
  sessionNotFound: 'A munkamenet nem található!',
  sessionRevoked: 'A munkamenet megszűnt.',
  othersRevoked: (n: number) => `${n} másik munkamenet megszűnt.`,
} as const;

/** The audit trail's words for its entities (the "Napló" screen, the CSV). */
export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  post: 'Cikk',
  campaign: 'Kampány',
  banner: 'Banner',
  google_ad: 'Google hirdetés',
  voting_widget: 'Szavazás',
  user: 'Felhasználó',
  settings: 'Beállítás',
  session: 'Munkamenet',
};

/** The audit trail's words for its actions. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Létrehozás',
  update: 'Módosítás',
  delete: 'Törlés',
  publish: 'Publikálás',
  unpublish: 'Visszavonás',
  restore: 'Visszaállítás',
  right_item: 'Jobb oldalra helyezés',
  remove_all: 'Összes levétele a jobb oldalról',
  login: 'Bejelentkezés',
  login_failed: 'Sikertelen bejelentkezés',
  logout: 'Kijelentkezés',
  password_change: 'Jelszócsere',
  two_factor_on: 'Kétlépcsős azonosítás be',
  two_factor_off: 'Kétlépcsős azonosítás ki',
  two_factor_reset: 'Kétlépcsős azonosítás törlése',
  session_revoked: 'Munkamenet megszüntetése',
  throttle_lock: 'Bejelentkezés zárolva',
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
  two_factor_enabled: 'Kétlépcsős azonosítás',
  required_roles: 'Kötelező kétlépcsős azonosítás',
};

/** A field of a change in words ('title' → 'Cím'). */
export function auditFieldLabel(field: string): string {
  return Object.hasOwn(AUDIT_FIELD_LABELS, field) ? (AUDIT_FIELD_LABELS[field] ?? field) : field;
}
