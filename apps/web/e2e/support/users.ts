// The user screens' shared steps: users.spec.ts (the list) and user-details.spec.ts.
import { paths } from '@newsroom/shared';
import type { Page } from '@playwright/test';

/** Every user on one page, so rows are found by their e-mail whatever other tests add. */
export const ALL_USERS = `${paths.users.href()}?per_page=100`;

export const row = (page: Page, email: string) => page.getByTestId('user-row').filter({ hasText: email });
/** A row by the name it shows ('Tóth Katalin'): what a reader without users.manage sees instead of e-mails. */
export const rowByName = (page: Page, name: string) => page.getByTestId('user-row').filter({ hasText: name });
export const editIcon = (scope: ReturnType<typeof row>) => scope.getByRole('link', { name: 'Szerkesztés' });
export const deleteIcon = (scope: ReturnType<typeof row>) => scope.getByRole('button', { name: 'Törlés' });
export const createIcon = (page: Page) => page.getByRole('link', { name: 'Új felhasználó' });
