import type { TwoFactorRole } from '../security.ts';

/**
 * The web app's words for account security (docs/product.md, "Napló", "Kétlépcsős azonosítás",
 * "Munkamenetek"). The server's own messages are in strings/security.ts.
 */

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

/** The role names of the second factor's policy, with the flag each stands for. */
export const TWO_FACTOR_ROLE_LABELS: Record<TwoFactorRole, string> = {
  is_administrator: 'Rendszergazdák',
  is_developer: 'Fejlesztők',
  is_admin: 'Adminisztrátorok',
};

/** 'Biztonsági beállítások': which roles must sign in with a second factor (administrators). */
export const TWO_FACTOR_POLICY = {
  open: 'Biztonsági beállítások',
  title: 'Kötelező kétlépcsős azonosítás',
  lead: 'A kijelölt szerepkörök tagjai csak kétlépcsős azonosítással jelentkezhetnek be. Aki még nem állította be, a következő bejelentkezéskor beállítja.',
  roles: 'Szerepkörök',
  save: 'Mentés',
  cancel: 'Mégsem',
  savedFallback: 'A kétlépcsős azonosítás beállítása mentve.',
} as const;

/** The second step of the login screen (docs/product.md, "Signing in and the session"). */
export const LOGIN_TWO_FACTOR = {
  title: 'Kétlépcsős azonosítás',
  lead: 'Adja meg a hitelesítő alkalmazás által mutatott 6 jegyű kódot, vagy egy helyreállítási kódot.',
  codeLabel: 'Ellenőrző kód',
  codeDescription: '6 jegyű kód vagy helyreállítási kód',
  submit: 'Belépés',
  back: 'Vissza a bejelentkezéshez',
  codeRequired: 'Adja meg az ellenőrző kódot!',
  setupTitle: 'Kétlépcsős azonosítás beállítása',
  setupLead:
    'A szerepköréhez kötelező a kétlépcsős azonosítás. Olvassa be a QR-kódot egy hitelesítő alkalmazással (pl. Google Authenticator, Microsoft Authenticator), majd írja be az általa mutatott kódot.',
  setupLoading: 'A QR-kód készül...',
  setupSubmit: 'Beállítás és belépés',
  recoveryTitle: 'Helyreállítási kódok',
  continue: 'Tovább',
} as const;

/** The QR code, the secret and the first code: shared by the login screen and the account screen. */
export const TWO_FACTOR_SETUP = {
  qrAlt: 'QR-kód a hitelesítő alkalmazásnak',
  secretLabel: 'Titkos kulcs',
  secretHint: 'Ha nem tudja beolvasni a QR-kódot, írja be ezt a kulcsot az alkalmazásba:',
  codeLabel: 'Ellenőrző kód',
  codeDescription: 'Az alkalmazás által mutatott 6 jegyű kód',
  codeRequired: 'Adja meg az alkalmazás által mutatott kódot!',
  copySecret: 'Kulcs másolása',
  copied: 'Másolva',
} as const;

/** The recovery codes, shown once after the second factor is turned on. */
export const RECOVERY_CODES = {
  title: 'Helyreállítási kódok',
  lead: 'Ezeket a kódokat most lát utoljára. Mentse el őket biztonságos helyre: ha elveszíti a telefonját, egy-egy kóddal egyszer beléphet az ellenőrző kód helyett.',
  list: 'Helyreállítási kódok listája',
  copy: 'Kódok másolása',
  copied: 'Másolva',
  download: 'Letöltés szövegfájlként',
  fileName: 'newsroom-helyreallitasi-kodok.txt',
  done: 'Elmentettem a kódokat',
} as const;

/** The 'Kétlépcsős azonosítás' section of the account screen (/my-account). */
export const ACCOUNT_TWO_FACTOR = {
  title: 'Kétlépcsős azonosítás',
  offLead:
    'A kétlépcsős azonosítás nincs bekapcsolva. Bekapcsolás után a jelszó mellett a telefonján futó hitelesítő alkalmazás kódját is meg kell adnia a bejelentkezéskor.',
  requiredLead: 'A szerepköréhez kötelező a kétlépcsős azonosítás.',
  turnOn: 'Bekapcsolás',
  setupLead:
    'Olvassa be a QR-kódot a telefonján egy hitelesítő alkalmazással (pl. Google Authenticator, Microsoft Authenticator), majd írja be az általa mutatott kódot.',
  codeRequired: 'Adja meg az alkalmazás által mutatott kódot!',
  turnOnSubmit: 'Bekapcsolás megerősítése',
  cancel: 'Mégsem',
  on: 'Bekapcsolva',
  off: 'Kikapcsolva',
  enabledAt: 'Bekapcsolva ekkor',
  codesLeft: 'Megmaradt helyreállítási kódok',
  codesLeftValue: (n: number) => `${n} db`,
  fewCodesLeft:
    'Kevés helyreállítási kódja maradt. Kapcsolja ki, majd újra be a kétlépcsős azonosítást az új kódokhoz.',
  turnOff: 'Kikapcsolás',
  turnOffTitle: 'Kétlépcsős azonosítás kikapcsolása',
  turnOffLead: 'A kikapcsoláshoz adjon meg egy érvényes ellenőrző kódot vagy a jelszavát.',
  proofCode: 'Ellenőrző kóddal',
  proofPassword: 'Jelszóval',
  proofKind: 'Megerősítés módja',
  codeLabel: 'Ellenőrző kód',
  passwordLabel: 'Jelszó',
  turnOffSubmit: 'Kikapcsolás',
  proofRequired: 'Adja meg az ellenőrző kódot vagy a jelszavát!',
  enabledFallback: 'A kétlépcsős azonosítás bekapcsolva.',
  disabledFallback: 'A kétlépcsős azonosítás kikapcsolva.',
  loadFailed: 'A kétlépcsős azonosítás állapota nem tölthető be.',
} as const;

/** The 'Munkamenetek' section of the account screen. */
export const ACCOUNT_SESSIONS = {
  title: 'Munkamenetek',
  lead: 'Az eszközök és böngészők, amelyeken most be van jelentkezve.',
  list: 'Aktív munkamenetek',
  started: 'Kezdete',
  lastUsed: 'Utoljára használva',
  address: 'Cím',
  browser: 'Böngésző',
  unknownBrowser: 'Ismeretlen böngésző',
  unknownAddress: 'ismeretlen',
  thisDevice: 'Ez az eszköz',
  revoke: 'Kijelentkeztetés',
  revokeLabel: (browser: string) => `${browser} kijelentkeztetése`,
  revokeTitle: 'Munkamenet megszüntetése',
  revokeConfirm: (browser: string, address: string) =>
    `Tényleg kijelentkezteti ezt a munkamenetet (${browser}, ${address})? Az eszközön újra be kell jelentkezni.`,
  revokeOthers: 'Kijelentkezés minden más eszközön',
  revokeOthersConfirm: 'Tényleg kijelentkezik minden más eszközön? Ez az eszköz bejelentkezve marad.',
  confirmYes: 'Igen',
  confirmCancel: 'Mégsem',
  empty: 'Nincs más aktív munkamenet.',
  loadFailed: 'A munkamenetek nem tölthetők be.',
  revokedFallback: 'A munkamenet megszűnt.',
  othersRevokedFallback: (n: number) => `${n} másik munkamenet megszűnt.`,
} as const;

/** The second factor on an administrator's user details screen (/users/{id}). */
export const USER_TWO_FACTOR = {
  title: 'Kétlépcsős azonosítás',
  enabled: 'A felhasználó kétlépcsős azonosítása be van kapcsolva.',
  reset: 'Kétlépcsős azonosítás törlése',
  resetTitle: 'Kétlépcsős azonosítás törlése',
  resetConfirm: (name: string) =>
    `Tényleg törli ${name} kétlépcsős azonosítását? A következő bejelentkezéskor csak a jelszavát kell megadnia (vagy újra be kell állítania, ha a szerepköréhez kötelező).`,
  yes: 'Igen, törlöm',
  cancel: 'Mégsem',
  resetFallback: 'A felhasználó kétlépcsős azonosítása törölve.',
} as const;
