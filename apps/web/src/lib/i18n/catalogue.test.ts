import { FORM_MESSAGES } from '@aspirant/contract/fields.ts';
import { PROFILE_MESSAGES } from '@aspirant/contract/profile.ts';
import { describe, expect, it } from 'vitest';
import { ENGLISH_CORE } from './catalogue.ts';
import type { Message } from './define.ts';
import { ENGLISH_MORE } from './english-pages.ts';
import { ENGLISH_SHELL } from './english-shell.ts';
import { ENGLISH_STAFF } from './english-staff.ts';
import { HINDI } from './hindi.ts';
import { serverPagesMessages } from './messages/server-pages.ts';
import { createTranslate } from './translate.ts';

const placeholders = (message: Message): string[] => {
  const texts = typeof message === 'string' ? [message] : [message.one, message.other];
  const names = new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)));
  if (typeof message !== 'string') names.add('count');
  return [...names].sort();
};

const areas = Object.entries({
  ...ENGLISH_CORE,
  ...ENGLISH_SHELL,
  ...ENGLISH_MORE,
  ...ENGLISH_STAFF,
  serverPages: serverPagesMessages,
}).map(([name, en]) => [name, { en, hi: HINDI[name as keyof typeof HINDI] }]) as [
  string,
  { en: Record<string, Message>; hi: Record<string, Message> },
][];

describe('the message catalogue (issue 15 point 9)', () => {
  it.each(areas)('%s: every key in both languages, with the same parameters and plural shape', (_, area) => {
    expect(Object.keys(area.hi).sort()).toEqual(Object.keys(area.en).sort());
    for (const [key, english] of Object.entries(area.en)) {
      const hindi = area.hi[key]!;
      expect(typeof hindi, key).toBe(typeof english);
      expect(placeholders(hindi), key).toEqual(placeholders(english));
      for (const text of typeof english === 'string'
        ? [english, hindi as string]
        : [english.one, english.other, (hindi as { one: string }).one, (hindi as { other: string }).other]) {
        expect(text.trim(), key).not.toBe('');
      }
    }
  });

  it('writes Hindi in Devanagari wherever the English has words (no key left untranslated)', () => {
    // Names that stay as they are in Hindi: the product, and abbreviations Indian exam platforms keep.
    const SAME_IN_HINDI = new Set(['shell.appName', 'routes.titleFormat', 'auth.otp', 'users.id']);
    for (const [name, area] of areas) {
      for (const [key, english] of Object.entries(area.en)) {
        if (SAME_IN_HINDI.has(`${name}.${key}`)) continue;
        const hindi = area.hi[key]!;
        const text = typeof hindi === 'string' ? hindi : hindi.other;
        expect(/[\u0900-\u097F]/.test(text), `${name}.${key}: ${JSON.stringify(english)}`).toBe(true);
      }
    }
  });

  it("keeps SPEC's English texts exactly", () => {
    const t = createTranslate('en');
    expect(t('auth.fillAllFields')).toBe(FORM_MESSAGES.fillAllFields);
    expect(t('auth.enterAllFields')).toBe(FORM_MESSAGES.enterAllFields);
    expect(t('auth.passwordsDoNotMatch')).toBe(FORM_MESSAGES.passwordsDoNotMatch);
    expect(t('auth.enterEmail')).toBe(FORM_MESSAGES.enterEmail);
    expect(t('auth.enterOtp')).toBe(FORM_MESSAGES.enterOtp);
    expect(t('profile.fillAllFields')).toBe(FORM_MESSAGES.fillAllFields);
    expect(t('profile.saved')).toBe(PROFILE_MESSAGES.saved);
    expect([
      t('auth.signInTitle'),
      t('auth.signInSubtitle'),
      t('auth.loggingIn'),
      t('auth.loginViaOtp'),
    ]).toEqual(['Sign In', 'Log in to Your Account', 'Logging In...', 'Login via OTP']);
    expect(t('auth.loginCheckCredentials')).toBe('Login failed. Please check your credentials.');
    expect(t('auth.haveAccount')).toBe('Already have an account? Sign In');
    expect([t('shell.loading'), t('shell.unauthorized'), t('shell.notifications')]).toEqual([
      'Loading...',
      'Unauthorized access',
      'Notifications',
    ]);
    expect(t('routes.titleFormat', { page: t('routes.dashboard') })).toBe('Dashboard · Aspirant');
  });

  it('fills parameters, writes numbers the Indian way and picks plural forms by Intl.PluralRules', () => {
    const en = createTranslate('en');
    const hi = createTranslate('hi');
    expect(en('shell.waitingAnswers', { count: 1 })).toBe(
      '1 answer is still waiting to be sent. They stay on this device and will be sent when you sign in again here.',
    );
    expect(en('shell.waitingAnswers', { count: 3 }).startsWith('3 answers are still waiting')).toBe(true);
    expect(en('shell.notificationsWithCount', { count: 3 })).toBe('Notifications, 3 unread');
    expect(hi('shell.notificationsWithCount', { count: 1 })).toBe('सूचनाएँ, 1 अपठित');
    expect(hi('shell.notificationsWithCount', { count: 100000 })).toBe('सूचनाएँ, 1,00,000 अपठित');
    expect(en('shell.noticeTimeExtended', { test: 'Polity Sectional 3', count: 1 })).toBe(
      'Your time for Polity Sectional 3 was extended by 1 minute',
    );
    expect(en('shell.noticeTimeExtended', { test: 'Polity Sectional 3', count: 10 })).toBe(
      'Your time for Polity Sectional 3 was extended by 10 minutes',
    );
    expect(en('profile.upgradeTo', { plan: 'Pro' })).toBe('Upgrade to Pro');
    expect(hi('profile.upgradeTo', { plan: 'Pro' })).toBe('Pro में अपग्रेड करें');
  });
});
