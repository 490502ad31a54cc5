import { can, type HasRights, type Permission } from '../permissions.ts';

/**
 * The one line a list shows when it is read-only for the signed-in user, saying why (docs/product.md,
 * Roles): the interface offers no control the permission table refuses, and tells what is missing.
 * Hungarian screens in Hungarian; the English poll and user-details screens in English.
 */
export const READ_ONLY_REASONS = {
  /** Cikkek, Piszkozatok. */
  writePosts: 'Szerepköre nem ad jogot cikkek írására, ezért a listát csak olvashatja.',
  /** Cikkek, Piszkozatok: a writer of their own articles, on a colleague's. */
  editAllPosts: 'Más cikkét csak a „Bármely cikk szerkesztése” joggal módosíthatja.',
  /** The editor: publish, schedule, unpublish. */
  publishPosts: 'Közzétenni és időzíteni csak a „Közzététel és időzítés” joggal lehet.',
  /** The editor: return or approve. */
  reviewPosts:
    'Visszaküldeni és jóváhagyni csak a „Beküldött cikkek visszaküldése és jóváhagyása” joggal lehet.',
  /** Cikkek: delete. */
  deletePosts: 'Cikket törölni csak a „Cikkek törlése” joggal lehet.',
  /** Kampányok, Bannerek. */
  writeAds:
    'Kampányt és bannert csak a „Kampányok és bannerek kezelése” joggal lehet felvenni, módosítani vagy törölni, ezért a listát csak olvashatja.',
  /** Médiatár: upload and describe images. */
  useMedia:
    'Képet feltölteni és leírni csak cikkíró vagy hirdetéskezelő szerepkörrel lehet, ezért a médiatárat csak böngészheti.',
  /** Médiatár (replace, delete), Rovatok, Címkék. */
  manageTaxonomy:
    'Ezt csak a „Médiatár, rovatok és címkék kezelése” joggal lehet módosítani, ezért csak olvashatja.',
  /** Google hirdetések. */
  writeGoogleAds:
    'Google hirdetést csak a „Google hirdetések kezelése” joggal lehet felvenni, módosítani vagy törölni, ezért a listát csak olvashatja.',
  /** Felhasználók. */
  manageUsers:
    'Felhasználót csak a „Felhasználók kezelése” joggal lehet felvenni, módosítani vagy törölni, ezért a listát csak olvashatja.',
  /** Szerepkörök. */
  manageRoles:
    'Szerepkört csak a „Szerepkörök kezelése” joggal lehet felvenni, módosítani vagy törölni, ezért a listát csak olvashatja.',
  /** Közzétételi lista. */
  publishChecklist:
    'A közzétételi listát csak a „Szerepkörök kezelése” joggal lehet módosítani, ezért csak olvashatja.',
  /** Napló. */
  readAudit: 'A naplót csak a „Napló olvasása” joggal lehet megnézni.',
  /** Felhasználók, for a rendszergazda who is not also an adminisztrátor (no row actions, SPEC's isAdmin). */
  manageUsersRows:
    'Más felhasználót csak adminisztrátori joggal is rendelkező rendszergazda módosíthat vagy törölhet.',
  /** Integrációk. */
  integrations: 'Tartalomkulcsot és webhookot csak az „Integrációk kezelése” joggal lehet látni és kezelni.',
  /** Voting polls (English screen). */
  writePolls: 'Only admins can add, edit and delete voting polls, so this list is read-only for you.',
  /** User data (English screen): an existing user. */
  userDetails: 'Only system administrators can edit or delete users, so these details are read-only for you.',
  /** User data (English screen): /users/add. */
  newUser: 'Only system administrators can add users.',
} as const;

/** The reason line of a list whose writes need `permission`, or null when the user may write. */
export function readOnlyReason(
  user: HasRights | null | undefined,
  permission: Exclude<Permission, 'read' | 'adminModules'>,
): string | null {
  return can(user, permission) ? null : READ_ONLY_REASONS[permission];
}
