/** People and settings the browser tests' server is seeded with (e2e/support/server.ts). */
export const E2E_PASSWORD = 'Helyes-Jelszo-2026';

export const E2E_USERS = {
  admin: { email: 'fo.szerkeszto@e2e.test', first_name: 'Anna', last_name: 'Bíró', admin: true },
  editor: { email: 'ujsagiro@e2e.test', first_name: 'Éva', last_name: 'Kovács', admin: false },
  firstNameOnly: { email: 'gyakornok@e2e.test', first_name: 'Zoltán', last_name: '', admin: false },
} as const;

export type E2EUser = keyof typeof E2E_USERS;

/** The admin's active drafts, which the 'Piszkozatok' badge counts. */
export const E2E_ADMIN_DRAFTS = 3;

export const E2E_SETTINGS = {
  REDIRECT_AFTER_LOGIN: '/dashboard',
  ANALYTICS_URL: 'http://analytics.e2e.test/report',
  DEVELOPER_SITE_URL: 'http://developer.e2e.test/',
} as const;
