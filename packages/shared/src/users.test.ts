import { describe, expect, it } from 'vitest';
import { checkRules } from './rules.ts';
import { USER_FORM_MESSAGES } from './strings/users.ts';
import { USER_SERVER_MESSAGES as M } from './strings/users-server.ts';
import {
  MIN_PASSWORD_LENGTH,
  myAccountSchema,
  newPasswordSchema,
  newUserSchema,
  USER_FORM_SCHEMAS,
  userUpdateSchema,
} from './users.ts';

const PASSWORD = 'Titkos-jelszo-1';
const person = { first_name: 'Katalin', last_name: 'Tóth', email: 'toth.katalin@example.test' };
const check = (schema: Parameters<typeof checkRules>[0], value: Record<string, unknown>) =>
  checkRules(schema, value, 'más');

describe('newUserSchema (POST /api/users/add)', () => {
  it('takes names, e-mail and a password, trimmed; the confirmation is checked only when sent', () => {
    expect(newUserSchema.parse({ ...person, first_name: ' Katalin ', password: PASSWORD })).toMatchObject({
      first_name: 'Katalin',
      password: PASSWORD,
    });
  });

  it('marks every missing field at once, the password too', () => {
    expect(check(newUserSchema, { first_name: ' ' })).toEqual({
      errors: { first_name: M.invalid, last_name: M.invalid, email: M.invalid, password: M.invalid },
      message: M.invalid,
    });
  });

  it(`wants a password of at least ${MIN_PASSWORD_LENGTH} characters`, () => {
    expect(check(newUserSchema, { ...person, password: '1234567' })).toEqual({
      errors: { password: M.passwordTooShort },
      message: M.passwordTooShort,
    });
    expect(check(newUserSchema, { ...person, password: '12345678' })).toBeNull();
  });

  it('wants the confirmation once a password is entered, and the two to match', () => {
    expect(check(newUserSchema, { ...person, password: PASSWORD, confirm_password: '' })?.errors).toEqual({
      confirm_password: M.invalid,
    });
    expect(check(newUserSchema, { ...person, password: PASSWORD, confirm_password: 'más' })).toEqual({
      errors: { confirm_password: M.passwordMismatch },
      message: M.passwordMismatch,
    });
    expect(check(newUserSchema, { ...person, password: PASSWORD, confirm_password: PASSWORD })).toBeNull();
  });

  it('wants an e-mail address with an @ and no spaces', () => {
    for (const email of ['toth.katalin', 'toth @example.test', 'a@b@c'])
      expect(check(newUserSchema, { ...person, email, password: PASSWORD })?.errors).toEqual({
        email: M.invalidEmail,
      });
    expect(check(newUserSchema, { ...person, email: 'admin@newsroom.local', password: PASSWORD })).toBeNull();
  });
});

describe('userUpdateSchema (PUT /api/users/{id})', () => {
  it('leaves the password unchanged when empty or absent', () => {
    expect(check(userUpdateSchema, person)).toBeNull();
    expect(userUpdateSchema.parse({ ...person, password: null }).password).toBe('');
  });

  it('checks a new password like a new user', () => {
    expect(check(userUpdateSchema, { ...person, password: 'abc' })?.errors).toEqual({
      password: M.passwordTooShort,
    });
    expect(check(userUpdateSchema, { ...person, confirm_password: 'más' })?.errors).toEqual({
      confirm_password: M.passwordMismatch,
    });
  });
});

describe('myAccountSchema and newPasswordSchema', () => {
  it('an account save needs the names and the e-mail', () => {
    expect(check(myAccountSchema, { ...person, myaccount: 1 })).toBeNull();
    expect(check(myAccountSchema, { ...person, last_name: '', myaccount: 1 })?.errors).toEqual({
      last_name: M.invalid,
    });
  });

  it('a password change needs the password, long enough, and a matching confirmation when sent', () => {
    expect(check(newPasswordSchema, {})?.errors).toEqual({ password: M.invalid });
    expect(check(newPasswordSchema, { password: '1234567' })?.message).toBe(M.passwordTooShort);
    expect(check(newPasswordSchema, { password: PASSWORD, confirm_password: 'x' })?.message).toBe(
      M.passwordMismatch,
    );
    expect(check(newPasswordSchema, { password: PASSWORD })).toBeNull();
  });
});

describe('USER_FORM_SCHEMAS: the same rules in the words of the user screens', () => {
  it("says 'Fill in the marked fields!' and 'The two passwords do not match!'", () => {
    expect(check(USER_FORM_SCHEMAS.newUser, { first_name: 'Anna' })).toEqual({
      errors: {
        last_name: USER_FORM_MESSAGES.invalid,
        email: USER_FORM_MESSAGES.invalid,
        password: USER_FORM_MESSAGES.invalid,
      },
      message: 'Fill in the marked fields!',
    });
    const mismatch = { ...person, password: PASSWORD, confirm_password: 'Masik-jelszo-2' };
    expect(check(USER_FORM_SCHEMAS.userUpdate, mismatch)?.message).toBe('The two passwords do not match!');
    expect(check(USER_FORM_SCHEMAS.changePassword, { password: 'rovid' })?.message).toBe(
      USER_FORM_MESSAGES.passwordTooShort,
    );
  });
});
