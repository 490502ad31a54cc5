/** Messages of the roles calls and the 'Szerepkörök' screen (docs/api.md: Hungarian). */
export const ROLE_MESSAGES = {
  notFound: (id: number | string) => `A(z) #${id} szerepkör nem létezik!`,
  nameMissing: 'Adja meg a szerepkör nevét!',
  nameTooLong: 'A szerepkör neve legfeljebb 60 karakter lehet!',
  nameTaken: 'Ilyen nevű szerepkör már van!',
  unknownRight: 'Ismeretlen jogosultság!',
  builtinFixed: 'Beépített szerepkör neve és jogai nem módosíthatók.',
  builtinDelete: 'Beépített szerepkör nem törölhető.',
  inUse: (count: number) =>
    `A szerepkört ${count} felhasználó használja, ezért nem törölhető. Előbb rendeljen hozzájuk másik szerepkört!`,
  conflict: 'A szerepkört időközben más módosította. Töltse be újra, mielőtt mentene!',
  ownRights:
    'A saját szerepköréből nem veheti el a szerepkörök kezelésének jogát, mert akkor senki sem módosíthatná többé.',
  saved: 'A szerepkör elmentve.',
  deleted: 'A szerepkör törölve.',
  unknownRole: 'Ismeretlen szerepkör!',
  notYours: 'Csak olyan szerepkört adhat, amelynek minden jogával Ön is rendelkezik.',
  rightsNotYours: 'Csak olyan jogot adhat egy szerepkörnek, amellyel Ön is rendelkezik.',
  lastUpdateMissing: 'Hiányzik a szerepkör betöltött módosítási ideje (last_update)!',
} as const;

/** The 'Szerepkörök' screen (/roles): the roles, and for roles.manage their form. */
export const ROLES_SCREEN = {
  title: 'Szerepkörök',
  lead: 'A szerepkör jogok megnevezett csoportja: minden felhasználónak egy szerepköre van, és annak jogai szerint dolgozhat.',
  add: 'Új szerepkör',
  list: 'Szerepkörök listája',
  name: 'Név',
  namePlaceholder: 'például: Rovatvezető',
  rights: 'Jogosultságok',
  rightsHint: 'Jelölje be, mit tehetnek a szerepkör felhasználói.',
  users: 'Felhasználók',
  /** After the number of users in a narrow screen's card, where no column head shows. */
  usersSuffix: 'felhasználó',
  builtin: 'Beépített',
  builtinHint: 'Beépített szerepkör: neve és jogai rögzítettek.',
  newTitle: 'Új szerepkör',
  editTitle: 'Szerepkör szerkesztése',
  /** A built-in role's dialog, read-only. */
  viewTitle: (name: string) => `„${name}” szerepkör`,
  save: 'Mentés',
  cancel: 'Mégsem',
  close: 'Bezárás',
  view: 'Megtekintés',
  edit: 'Szerkesztés',
  delete: 'Törlés',
  deleteTitle: 'Szerepkör törlése',
  confirmDelete: (name: string) => `Biztosan törli a(z) „${name}” szerepkört?`,
  columnActions: 'Műveletek',
  readOnly:
    'Szerepkört csak a szerepkörök kezelésére jogosult felhasználó vehet fel, módosíthat vagy törölhet, ezért a listát csak olvashatja.',
  invalid: 'Töltse ki a megjelölt mezőket!',
  empty: 'Nincs szerepkör.',
  loadFailed: 'A szerepkörök listája nem tölthető be. Próbálja újra!',
  noRights: 'Nincs joga',
  /** A role holding every right, instead of a badge per right. */
  allRights: 'Minden jog',
} as const;
