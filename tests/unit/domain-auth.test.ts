import { describe, expect, it } from 'vitest';
import {
  isStrongPassword,
  LOGIN_COOKIE_DAYS,
  MIN_PASSWORD_LENGTH,
  normalizeEmail,
  REDIRECT_AFTER_REGISTER_MS,
  REDIRECT_AFTER_RESET_MS,
  REDIRECT_AFTER_VERIFY_MS,
  validateLogin,
  validateNewPassword,
  validateRegistration,
} from '../../src/domain/auth';
import { MSG } from '../../src/domain/messages';
import { firstError, isBlank } from '../../src/domain/validation';

const valid = {
  name: 'Karim Benali',
  email: 'karim@example.ma',
  password: 'Secret@123',
  confirmPassword: 'Secret@123',
  role: 'restaurant_owner',
  phone: '0612345678',
};

describe('password rule (SPEC §5)', () => {
  it.each([
    'Secret@1',
    'Abcdef1!'.replace('!', '@'),
    'xY9$abcd',
    'P@ssw0rd',
    'aA1@aA1@aA1@',
    'Zz9%Zz9%',
    'Aa1*bbbb',
    'Aa1?bbbb',
    'Aa1&bbbb',
    'Aa1$bbbb',
  ])('accepts %s', (password) => expect(isStrongPassword(password)).toBe(true));
  it.each([
    ['7 characters', 'Sec@12a'],
    ['no lowercase', 'SECRET@123'],
    ['no uppercase', 'secret@123'],
    ['no digit', 'Secret@abc'],
    ['no special character', 'Secret1234'],
    ['a special character outside @$!%*?&', 'Secret#123'],
    ['a space', 'Secret @123'],
    ['an accented letter', 'Sécret@123'],
    ['nothing', ''],
  ])('refuses a password with %s', (_what, password) => expect(isStrongPassword(password)).toBe(false));

  it('starts at 8 characters exactly', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(isStrongPassword('Aa1@bbbb')).toBe(true);
    expect(isStrongPassword('Aa1@bbb')).toBe(false);
  });
});

describe('registration (SPEC §5)', () => {
  it('a complete form has no error', () => {
    expect(validateRegistration(valid)).toEqual({});
    expect(validateRegistration({ ...valid, role: 'store_owner' })).toEqual({});
  });

  it('requires name, e-mail, phone and password with their own messages', () => {
    expect(validateRegistration({ ...valid, name: '  ' }).name).toBe(MSG.nameRequired);
    expect(validateRegistration({ ...valid, email: '' }).email).toBe(MSG.emailRequired);
    expect(validateRegistration({ ...valid, phone: undefined }).phone).toBe(MSG.phoneRequired);
    expect(validateRegistration({ ...valid, password: '', confirmPassword: '' }).password).toBe(MSG.passwordRequired);
  });

  it('checks the e-mail and phone shapes', () => {
    for (const email of ['karim', 'karim@example', 'karim@.ma', 'ka rim@example.ma', '@example.ma']) {
      expect(validateRegistration({ ...valid, email }).email, email).toBe(MSG.emailInvalid);
    }
    expect(validateRegistration({ ...valid, email: '  karim@example.ma  ' }).email).toBeUndefined();
    expect(validateRegistration({ ...valid, phone: '0412345678' }).phone).toBe(MSG.phoneInvalid);
    expect(validateRegistration({ ...valid, phone: '+212 712-345678' }).phone).toBeUndefined();
  });

  it("uses the register page's password message", () => {
    expect(validateRegistration({ ...valid, password: 'weak', confirmPassword: 'weak' }).password).toBe(
      'Password must be at least 8 characters with uppercase, lowercase, number, and special character.',
    );
  });

  it("refuses a confirmation that differs with 'Passwords do not match'", () => {
    expect(validateRegistration({ ...valid, confirmPassword: 'Secret@124' }).confirmPassword).toBe('Passwords do not match');
    expect(validateRegistration({ ...valid, confirmPassword: undefined }).confirmPassword).toBe(MSG.passwordsMismatch);
  });

  it("allows only restaurant_owner and store_owner: 'Please select a role'", () => {
    for (const role of [
      undefined,
      '',
      'admin',
      'services_owner',
      'admin_restaurant',
      'rider',
      'client',
      'non_verified',
      'RESTAURANT_OWNER',
    ]) {
      expect(validateRegistration({ ...valid, role }).role, String(role)).toBe('Please select a role');
    }
  });

  it('survives values of the wrong type', () => {
    const errors = validateRegistration({ name: 42, email: ['a'], password: {}, confirmPassword: null, role: 7, phone: 612345678 });
    expect(errors.email).toBe(MSG.emailInvalid);
    expect(errors.password).toBe(MSG.password);
    expect(errors.role).toBe(MSG.selectRole);
    expect(errors.phone).toBe(MSG.phoneInvalid);
  });

  it('the first error is what a toast shows', () => {
    expect(firstError(validateRegistration({ ...valid, name: '' }))).toBe(MSG.nameRequired);
    expect(firstError(validateRegistration(valid))).toBeUndefined();
  });
});

describe('login form', () => {
  it('asks for an e-mail shaped like one and a password, and nothing more', () => {
    expect(validateLogin({ email: 'owner@example.ma', password: 'x' })).toEqual({});
    expect(validateLogin({ email: ' owner@example.ma ', password: ' ' })).toEqual({});
    expect(validateLogin({ email: '', password: '' })).toEqual({ email: MSG.emailRequired, password: MSG.passwordRequired });
    expect(validateLogin({ email: 'owner@', password: 'x' })).toEqual({ email: MSG.emailInvalid });
    expect(validateLogin({ email: 42, password: 42 })).toEqual({ email: MSG.emailInvalid, password: MSG.passwordRequired });
  });
});

describe('new password on the reset page', () => {
  it("uses the reset page's wording ('long and include')", () => {
    expect(validateNewPassword('weak').password).toBe(
      'Password must be at least 8 characters long and include uppercase, lowercase, number, and special character.',
    );
    expect(validateNewPassword(undefined).password).toBe(MSG.passwordReset);
  });
  it('checks the confirmation only when one is sent', () => {
    expect(validateNewPassword('Secret@123')).toEqual({});
    expect(validateNewPassword('Secret@123', 'Secret@123')).toEqual({});
    expect(validateNewPassword('Secret@123', 'Secret@12')).toEqual({ confirmPassword: MSG.passwordsMismatch });
  });
});

describe('account constants (SPEC §9)', () => {
  it('keeps the login cookie 7 days and redirects after 1.5 s, 1.5 s and 2 s', () => {
    expect(LOGIN_COOKIE_DAYS).toBe(7);
    expect(REDIRECT_AFTER_REGISTER_MS).toBe(1500);
    expect(REDIRECT_AFTER_VERIFY_MS).toBe(1500);
    expect(REDIRECT_AFTER_RESET_MS).toBe(2000);
  });
  it('normalises e-mails to trimmed lower case', () => {
    expect(normalizeEmail('  Karim@Example.MA ')).toBe('karim@example.ma');
  });
  it('treats empty and whitespace-only values as blank, not zero or false', () => {
    expect([undefined, null, '', '   '].every(isBlank)).toBe(true);
    expect([0, false, 'a', []].some(isBlank)).toBe(false);
  });
});
