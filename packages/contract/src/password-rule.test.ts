import { describe, expect, it } from 'vitest';
import { changePassword, PASSWORD_HELP_TEXT } from './account.ts';
import { register, resetPassword } from './auth.ts';
import { isCommonPassword } from './common-passwords.ts';
import { MESSAGES } from './fields.ts';
import { passwordProblem } from './password.ts';

const RULE = 'Password must be at least 8 characters long and not a commonly used password.';

describe('the one password rule (decision 0017)', () => {
  it('is the message and the Change Password help text', () => {
    expect(MESSAGES.passwordRule).toBe(RULE);
    expect(PASSWORD_HELP_TEXT).toBe(RULE);
  });

  it.each([
    ['', MESSAGES.passwordRequired],
    ['abc1234', RULE],
    ['Ab1!xyz', RULE],
    ['password1', RULE],
    ['Password1', RULE],
    ['PASSWORD', RULE],
    ['iloveyou', RULE],
    ['12345678', RULE],
    ['qwertyuiop', RULE],
    [`${'x'.repeat(129)}`, MESSAGES.passwordTooLong],
    ['abcdefgh', null],
    ['correct horse battery staple', null],
    ['मेरा पासवर्ड सुरक्षित है', null],
    ['Tab\there1', null],
    [`${'x'.repeat(128)}`, null],
  ])('%j → %s', (password, expected) => {
    expect(passwordProblem(password)).toBe(expected);
  });

  it('asks for no digit, capital or symbol', () => {
    expect(passwordProblem('monsoon evenings')).toBeNull();
  });

  it('ships a list of 3,534 passwords of 8 or more characters, compared in lower case', () => {
    expect(isCommonPassword('trustno1')).toBe(true);
    expect(isCommonPassword('TrustNo1')).toBe(true);
    expect(isCommonPassword('trustno1 ')).toBe(false);
    expect(isCommonPassword('abc123')).toBe(false);
  });

  it('refuses with the same message in registration, reset and change', () => {
    const bodies = [
      register.body!.safeParse({ name: 'Asha', email: 'asha@example.com', password: 'password1' }),
      resetPassword.body!.safeParse({ email: 'asha@example.com', otp: '123456', newPassword: 'password1' }),
      changePassword.body!.safeParse({ currentPassword: 'old one', newPassword: 'password1' }),
    ];
    for (const parsed of bodies) {
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([RULE]);
    }
  });
});
