import { register } from '@aspirant/contract/auth.ts';
import { MESSAGES } from '@aspirant/contract/fields.ts';
import { getProfile, getUiLanguage, PROFILE_MESSAGES, updateUiLanguage } from '@aspirant/contract/profile.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test-support/app.ts';
import { call } from '../../test-support/call.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

let n = 0;
async function student() {
  const email = `ui-language${++n}@example.com`;
  const res = await call(t, register, { body: { name: 'Asha Verma', email, password: 'Start@123' } });
  return res.data.token;
}

describe('GET and PUT /api/profile/ui-language (issue 15 point 9)', () => {
  it('is null until chosen, then keeps the choice and shows it in the profile', async () => {
    const token = await student();
    expect((await call(t, getUiLanguage, { token })).data).toEqual({ success: true, uiLanguage: null });

    const saved = await call(t, updateUiLanguage, { token, body: { uiLanguage: 'hi' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.data).toEqual({ success: true, uiLanguage: 'hi' });
    expect((await call(t, getUiLanguage, { token })).data).toEqual({ success: true, uiLanguage: 'hi' });
    const profile = (await call(t, getProfile, { token })).data.profile;
    expect(profile.uiLanguage).toBe('hi');
    // The question language is a separate choice and stays as it was.
    expect(profile.preferredLanguage).toBe('en');

    await call(t, updateUiLanguage, { token, body: { uiLanguage: 'en' } });
    expect((await call(t, getUiLanguage, { token })).data).toEqual({ success: true, uiLanguage: 'en' });
  });

  it.each([[{ uiLanguage: 'fr' }], [{ uiLanguage: 'HI' }], [{ uiLanguage: null }], [{}]])(
    'refuses %j with the message',
    async (body) => {
      const token = await student();
      const res = await call(t, updateUiLanguage, { token, rawBody: body });
      expect(res.statusCode).toBe(400);
      expect(res.error).toEqual({
        success: false,
        message: PROFILE_MESSAGES.uiLanguageInvalid,
        code: 'VALIDATION',
      });
      expect((await call(t, getUiLanguage, { token })).data.uiLanguage).toBeNull();
    },
  );

  it('refuses a field it does not know', async () => {
    const token = await student();
    const res = await call(t, updateUiLanguage, { token, rawBody: { uiLanguage: 'hi', theme: 'dark' } });
    expect(res.statusCode).toBe(400);
    expect((await call(t, getUiLanguage, { token })).data.uiLanguage).toBeNull();
  });

  it('needs a signed-in user', async () => {
    const read = await call(t, getUiLanguage, {});
    expect(read.statusCode).toBe(401);
    expect(read.error.message).toBe(MESSAGES.unauthenticated);
    const write = await call(t, updateUiLanguage, { body: { uiLanguage: 'hi' } });
    expect(write.statusCode).toBe(401);
  });
});
