import { USER_SERVER_MESSAGES } from './users-server.ts';

/**
 * User list, user details, account and password screens, exactly as the product shows them (docs/product.md). The list
 * is Hungarian; the details, account and password screens are English (docs/product.md).
 */
export const USER_LIST = {
  name: 'Név',
  email: 'E-mail',
  type: 'Típus',
  typeAll: 'Összes',
  typeUser: 'Felhasználó',
  typeAdmin: 'Adminisztrátor',
  showInactive: 'Törölt felhasználók is',
  columnId: '#',
  columnName: 'Név',
  columnEmail: 'E-mail',
  columnAdmin: 'Adminisztrátor',
  columnUpdated: 'Módosítva',
  columnActions: 'Műveletek',
  newUser: 'Új felhasználó',
  edit: 'Szerkesztés',
  delete: 'Törlés',
  deleted: 'Törölt',
  isAdmin: 'Igen',
  list: 'Felhasználók listája',
  empty: 'Nincs a szűrőknek megfelelő felhasználó.',
  loadFailed: 'A felhasználók listája nem tölthető be. Próbálja újra!',
  hitCount: (formattedCount: string) => `${formattedCount} találat`,
  deleteConfirm: (name: string) => `Tényleg szeretné törölni a #${name} felhasználót?`,
  deletedFallback: 'A felhasználó törölve.',
} as const;

export const USER_FORM = {
  title: 'User data',
  titleWithId: (id: number) => `User data #${id}`,
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  password: 'Password',
  confirmPassword: 'Password confirmation',
  administrator: 'Administrator',
  role: 'Role',
  roleHint: "What the user may do comes from their role ('Szerepkörök').",
  active: 'Active',
  save: 'Save',
  delete: 'Delete',
  confirmTitle: 'Confirmation',
  yes: 'Yes',
  cancel: 'Cancel',
  deleteConfirm: (name: string) => `Do you really want to delete the user ${name}?`,
  savedFallback: 'The user has been saved.',
  deletedFallback: 'The user has been deleted.',
} as const;

export const ACCOUNT_FORM = {
  title: 'Account data',
  passwordTitle: 'Password change',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  password: 'Password',
  confirmPassword: 'Password confirmation',
  save: 'Save',
  savedFallback: 'Your account has been saved.',
  passwordSavedFallback: 'Your password has been changed.',
} as const;

/** Messages of docs/product.md for the user, account and password screens. */
export const USER_FORM_MESSAGES = {
  invalid: 'Fill in the marked fields!',
  passwordMismatch: 'The two passwords do not match!',
  /** The screens check the password's length too, in the words the server answered it with. */
  passwordTooShort: USER_SERVER_MESSAGES.passwordTooShort,
  invalidEmail: 'The e-mail address is not valid!',
  notFound: (id: number | string) => `#${id} user does not exist!`,
  saveFailed: 'An error occurred while saving!',
} as const;
