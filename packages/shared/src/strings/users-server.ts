/** Messages the server answers user calls with (docs/api.md: Hungarian). */
export const USER_SERVER_MESSAGES = {
  notFound: (id: number | string) => `A(z) #${id} felhasználó nem létezik!`,
  invalid: 'Töltse ki a megjelölt mezőket!',
  invalidEmail: 'Érvénytelen e-mail cím!',
  passwordTooShort: 'A jelszónak legalább 8 karakter hosszúnak kell lennie!',
  passwordMismatch: 'A két jelszó nem egyezik!',
  emailTaken: 'Ez az e-mail cím már foglalt!',
  conflict: 'A felhasználót időközben más módosította. Töltse be újra, mielőtt mentene!',
  cannotDeleteSelf: 'A saját fiókját nem törölheti!',
  saved: 'A felhasználó elmentve.',
  deleted: 'A felhasználó törölve.',
  passwordChanged: 'A jelszó megváltozott.',
} as const;
