/** Login screen and session messages, exactly as the product shows them (docs/product.md). */
export const LOGIN = {
  title: 'Bejelentkezés',
  emailLabel: 'E-mail cím',
  passwordLabel: 'Jelszó',
  submit: 'Bejelentkezés',
  rememberMe: 'Emlékezz rám 30 napig',
  subtitle: 'Newsroom szerkesztőség',
} as const;

export const SESSION_MESSAGES = {
  loginFailed: 'Hibás e-mail cím vagy jelszó!',
  signInToContinue: 'Jelentkezzen be a folytatáshoz!',
  sessionExpired: 'A munkamenet lejárt. Jelentkezzen be!',
  loggedOut: 'Ön kilépett a rendszerből.',
  logoutError: 'Hiba történt!',
  logoutFailed: 'Sikertelen kijelentkezés!',
} as const;

/** Messages the server answers with (docs/api.md: Hungarian). */
export const SERVER_MESSAGES = {
  unauthorized: 'Jelentkezzen be a folytatáshoz!',
  forbidden: 'Ehhez a művelethez nincs jogosultsága!',
  notFound: 'A keresett erőforrás nem található!',
  badJson: 'Hibás kérés: a JSON nem értelmezhető.',
  badInput: 'Hibás adatok: ellenőrizze a megjelölt mezőket!',
  tooLarge: 'A kérés túl nagy!',
  unsupportedMedia: 'Nem támogatott tartalomtípus!',
  tooManyAttempts: 'Túl sok sikertelen bejelentkezési kísérlet. Próbálja újra később!',
  internal: 'Váratlan hiba történt. Kérjük, próbálja újra!',
  storageUnavailable: 'Az adattár nem érhető el. Kérjük, próbálja újra később!',
  /** The object store (or the uploads disk) of the images cannot be reached. */
  fileStorageUnavailable: 'A fájltár nem érhető el. Kérjük, próbálja újra később!',
  shuttingDown: 'A szerver leáll, a kéréseket egy másik példány szolgálja ki.',
  notMigrated: 'Az adatbázis frissítése még nem fejeződött be.',
  /** A Range header that asks for bytes past the end of an uploaded file (416). */
  rangeNotSatisfiable: 'A kért tartomány kívül esik a fájlon.',
  loggedIn: 'Sikeres bejelentkezés.',
  loggedOut: 'Ön kilépett a rendszerből.',
} as const;

/** What the server answers about the session list (docs/api.md: Hungarian). */
export const SESSION_LIST_MESSAGES = {
  sessionNotFound: 'A munkamenet nem található!',
  sessionRevoked: 'A munkamenet megszűnt.',
  othersRevoked: (n: number) => `${n} másik munkamenet megszűnt.`,
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
  /** The button's name starts with its visible 'Kijelentkeztetés' (WCAG 2.5.3 label in name). */
  revokeLabel: (browser: string) => `Kijelentkeztetés: ${browser}`,
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
