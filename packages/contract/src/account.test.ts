import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, newPasswordProblem } from './account.ts';

describe('newPasswordProblem: the Change Password help text, rule by rule', () => {
  it.each([
    ['', ACCOUNT_MESSAGES.newPasswordRequired],
    ['A1!', ACCOUNT_MESSAGES.newPasswordTooShort],
    ['A1!abcd', ACCOUNT_MESSAGES.newPasswordTooShort],
    ['Abcdefg!', ACCOUNT_MESSAGES.newPasswordNeedsNumber],
    ['abcdefg1!', ACCOUNT_MESSAGES.newPasswordNeedsUppercase],
    ['Abcdefg1', ACCOUNT_MESSAGES.newPasswordNeedsSpecial],
    ['ABCDEFG1!', null],
    ['A1!abcde', null],
    ['Correct horse 9', null],
    ['Ünïcode٣pass€', null],
    [`A1!${'x'.repeat(125)}`, null],
    [`A1!${'x'.repeat(126)}`, ACCOUNT_MESSAGES.newPasswordTooLong],
  ])('%j → %s', (password, expected) => {
    expect(newPasswordProblem(password)).toBe(expected);
  });
});
