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
