import type { TwoFactorRole } from '../two-factor.ts';

/** What the server answers about second factors (docs/api.md: Hungarian). */
export const TWO_FACTOR_MESSAGES = {
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
  /** A stored secret this server cannot open (SECRETS_KEY is not the key that sealed it): a 503. */
  secretUnreadable:
    'A kétlépcsős azonosítás most nem ellenőrizhető, mert a szerver titkosító kulcsa hibásan van beállítva. Értesítse a rendszergazdát!',
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
