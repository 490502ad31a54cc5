import { USER_FORM_MESSAGES } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { type UserFormValues, userFormFrom, userInputFrom, validateUserForm } from './user-form.ts';

const filled: UserFormValues = {
  first_name: 'Katalin',
  last_name: 'Tóth',
  email: 'toth.katalin@example.test',
  password: '',
  confirm_password: '',
  role_id: '3',
  is_active: true,
};

describe('validateUserForm (docs/product.md: User form)', () => {
  it('requires the names and the e-mail', () => {
    const result = validateUserForm({ ...filled, first_name: ' ', email: '' }, false);
    expect(result).toEqual({
      errors: { first_name: true, email: true },
      message: USER_FORM_MESSAGES.invalid,
    });
  });

  it('requires a password only for a new user', () => {
    expect(validateUserForm(filled, false)).toBeNull();
    expect(validateUserForm(filled, true)?.errors).toEqual({ password: true });
  });

  it('requires the confirmation once a password is entered, then a match', () => {
    expect(validateUserForm({ ...filled, password: 'Titkos-123' }, false)?.errors).toEqual({
      confirm_password: true,
    });
    expect(
      validateUserForm({ ...filled, password: 'Titkos-123', confirm_password: 'Masik-123' }, true)?.message,
    ).toBe(USER_FORM_MESSAGES.passwordMismatch);
    expect(
      validateUserForm({ ...filled, password: 'Titkos-123', confirm_password: 'Titkos-123' }, true),
    ).toBeNull();
  });
});

describe('userFormFrom and userInputFrom', () => {
  it('starts a new user active, with no role chosen yet (the form then picks the reader role)', () => {
    expect(userFormFrom(undefined)).toMatchObject({ is_active: true, role_id: '', password: '' });
  });

  it('sends the role id, a 0/1 flag, trimmed text and the loaded last_update', () => {
    const input = userInputFrom({ ...filled, first_name: ' Katalin ' }, '2026-01-01T00:00:00Z');
    expect(input).toMatchObject({
      first_name: 'Katalin',
      role_id: 3,
      is_active: 1,
      last_update: '2026-01-01T00:00:00Z',
    });
    expect(userInputFrom(filled, undefined)).not.toHaveProperty('last_update');
  });
});
