import { ACCOUNT_MESSAGES } from '@aspirant/contract/account.ts';
import { currentUser, login, register } from '@aspirant/contract/auth.ts';
import { MESSAGES } from '@aspirant/contract/fields.ts';
import {
  confirmEmailChange,
  deleteProfilePhoto,
  getProfile,
  PHOTO_MAX_BYTES,
  PROFILE_MESSAGES,
  requestEmailChange,
  updateMyProfile,
  uploadProfilePhoto,
} from '@aspirant/contract/profile.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import { signIn } from '../../test-support/accounts.ts';
import { createTestContext, type TestContext } from '../../test-support/app.ts';
import { type CallOptions, call, rawRequest } from '../../test-support/call.ts';

// 19:00 UTC on 31 Dec 2026 is 00:30 on 1 Jan 2027 in India (UTC+5:30): "this year" is 2027, so the target
// year runs from 2027 to 2032 (this year + 5). It is also exactly on the hour, which fixes the photo URLs'
// expiry: the end of the next whole hour, 2 h = 7200 s from now.
const START = Date.parse('2026-12-31T19:00:00Z');
const NOW_SECONDS = START / 1000;

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({ clock: new ManualClock(START) });
});
afterAll(async () => {
  await t.close();
});

const UPSC = { id: 1, code: 'UPSC-CSE', name: 'UPSC Civil Services Prelims (GS Paper I)' };
const PCS = { id: 2, code: 'STATE-PCS', name: 'State Civil Services Prelims (General Studies)' };

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(40, 7)]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(40, 8)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([36, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(28, 9),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40, 1)]);

let n = 0;
/** A fresh student (so each test has its own profile and rate-limit budget). */
async function student(password = 'Start@123') {
  const email = `profile${++n}@example.com`;
  const res = await call(t, register, { body: { name: 'Priya Sharma', email, password } });
  return { email, password, token: res.data.token, id: res.data.user.id };
}

const put = (token: string, body: NonNullable<CallOptions<typeof updateMyProfile>['body']>) =>
  call(t, updateMyProfile, { token, body });

function uploadPhoto(token: string | undefined, data: Buffer, type = 'image/png') {
  return call(t, uploadProfilePhoto, { token, rawBody: data, headers: { 'content-type': type } });
}

/** A photo's signed URL (a media file, not an endpoint of the contract), as an <img> fetches it. */
const fetchPhoto = (url: string, headers: Record<string, string> = {}) =>
  rawRequest(t, 'GET', url, { headers });

describe('GET and PUT /api/profile', () => {
  it('answers an empty profile, saves every field and reads it back exactly', async () => {
    const me = await student();
    const empty = await call(t, getProfile, { token: me.token });
    expect(empty.statusCode).toBe(200);
    expect(empty.data).toEqual({
      success: true,
      profile: {
        name: 'Priya Sharma',
        email: me.email,
        phone: null,
        bio: null,
        targetExam: null,
        targetYear: null,
        preferredLanguage: 'en',
        uiLanguage: null,
        photoUrl: null,
        emailTestAssigned: true,
        exams: [UPSC, PCS],
      },
    });

    const saved = await put(me.token, {
      name: '  Priya S. Rao ',
      phone: ' +91  98765-43210 ',
      bio: '  Aiming for the 2028 prelims.  ',
      targetExamId: 2,
      targetYear: 2028,
      preferredLanguage: 'hi',
      emailTestAssigned: false,
    });
    expect(saved.statusCode).toBe(200);
    const expected = {
      name: 'Priya S. Rao',
      email: me.email,
      phone: '+91 98765-43210', // trimmed, the double space made one
      bio: 'Aiming for the 2028 prelims.',
      targetExam: PCS,
      targetYear: 2028,
      preferredLanguage: 'hi',
      uiLanguage: null,
      photoUrl: null,
      emailTestAssigned: false,
      exams: [UPSC, PCS],
    };
    expect(saved.data).toEqual({ success: true, profile: expected });
    expect((await call(t, getProfile, { token: me.token })).data.profile).toEqual(expected);
    // The session's user (the top bar's name) follows.
    expect((await call(t, currentUser, { token: me.token })).data.user.name).toBe('Priya S. Rao');
  });

  it('keeps fields left out, clears phone and bio with "" and the exam and year with null', async () => {
    const me = await student();
    await put(me.token, { name: 'A B', phone: '9876543210', bio: 'x', targetExamId: 1, targetYear: 2027 });
    const nameOnly = await put(me.token, { name: 'A C' });
    expect(nameOnly.data.profile).toMatchObject({
      name: 'A C',
      phone: '9876543210',
      bio: 'x',
      targetExam: UPSC,
      targetYear: 2027,
      preferredLanguage: 'en',
    });
    const cleared = await put(me.token, {
      name: 'A C',
      phone: '',
      bio: '   ',
      targetExamId: null,
      targetYear: null,
    });
    expect(cleared.data.profile).toMatchObject({
      phone: null,
      bio: null,
      targetExam: null,
      targetYear: null,
    });
  });

  it('accepts the edges: 7 and 15 digits, a 500-character bio, this year and this year + 5', async () => {
    const me = await student();
    for (const body of [
      { phone: '123-4567' }, // 7 digits
      { phone: '+123 456 789 012 345' }, // 15 digits
      { bio: 'b'.repeat(500) },
      { targetYear: 2027 },
      { targetYear: 2032 },
    ]) {
      const res = await put(me.token, { name: 'Edge Case', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
    }
  });

  it.each([
    [{ name: '  ' }, MESSAGES.nameRequired],
    [{ name: 'x'.repeat(101) }, MESSAGES.nameTooLong],
    [{ phone: '123456' }, PROFILE_MESSAGES.phoneInvalid], // 6 digits
    [{ phone: '1234567890123456' }, PROFILE_MESSAGES.phoneInvalid], // 16 digits
    [{ phone: '98765 4321x' }, PROFILE_MESSAGES.phoneInvalid],
    [{ phone: '98765+43210' }, PROFILE_MESSAGES.phoneInvalid], // + only in front
    [{ phone: 9876543210 }, PROFILE_MESSAGES.phoneInvalid],
    [{ bio: 'b'.repeat(501) }, PROFILE_MESSAGES.bioTooLong],
    [{ targetExamId: 999 }, PROFILE_MESSAGES.targetExamInvalid],
    [{ targetExamId: 'UPSC-CSE' }, PROFILE_MESSAGES.targetExamInvalid],
    [{ targetExamId: 1.5 }, PROFILE_MESSAGES.targetExamInvalid],
    [{ targetYear: 2026 }, 'Target year must be from 2027 to 2032.'],
    [{ targetYear: 2033 }, 'Target year must be from 2027 to 2032.'],
    [{ targetYear: 2027.5 }, PROFILE_MESSAGES.targetYearInvalid],
    [{ targetYear: '2028' }, PROFILE_MESSAGES.targetYearInvalid],
    [{ preferredLanguage: 'fr' }, PROFILE_MESSAGES.languageInvalid],
    [{ email: 'new@example.com' }, 'Unknown field: email.'],
    [{ role_id: 4 }, 'Unknown field: role_id.'],
  ])('refuses %j with 400 and its message', async (body, message) => {
    const me = await student();
    const res = await call(t, updateMyProfile, { token: me.token, rawBody: { name: 'Valid Name', ...body } });
    expect(res.statusCode).toBe(400);
    expect(res.error).toEqual({ success: false, message, code: 'VALIDATION' });
    expect((await call(t, getProfile, { token: me.token })).data.profile.name).toBe('Priya Sharma');
  });

  it('the target year moves with the clock (India time)', async () => {
    const me = await student();
    t.clock.advance(-6 * 60 * 60 * 1000); // 13:00 UTC = 18:30 IST on 31 Dec 2026: this year is 2026
    try {
      expect((await put(me.token, { name: 'A B', targetYear: 2026 })).statusCode).toBe(200);
      expect((await put(me.token, { name: 'A B', targetYear: 2032 })).error.message).toBe(
        'Target year must be from 2026 to 2031.',
      );
    } finally {
      t.clock.advance(6 * 60 * 60 * 1000);
    }
  });
});

describe('profile photo', () => {
  it('stores a photo, serves it at a signed URL with cache headers, replaces and removes it', async () => {
    const me = await student();
    const res = await uploadPhoto(me.token, PNG);
    expect(res.statusCode).toBe(200);
    const url = res.data.profile.photoUrl!;
    // The end of the next whole hour: 19:00 + 2 h.
    const exp = NOW_SECONDS + 7200;
    expect(url).toMatch(new RegExp(`^/media/photos/${me.id}/[0-9a-z]+\\?exp=${exp}&sig=[\\w-]{43}$`));
    // The same URL on every load within the hour, so the browser keeps the image.
    expect((await call(t, getProfile, { token: me.token })).data.profile.photoUrl).toBe(url);

    const image = await fetchPhoto(url); // an <img> sends no token
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, max-age=7200, immutable');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const again = await fetchPhoto(url, { 'if-none-match': image.headers.etag as string });
    expect(again.statusCode).toBe(304);

    t.clock.advance(1000);
    for (const [data, type] of [
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      t.clock.advance(1000);
      // The declared type does not matter: the bytes decide.
      const replaced = await uploadPhoto(me.token, data, 'application/octet-stream');
      expect(replaced.statusCode).toBe(200);
      const next = replaced.data.profile.photoUrl!;
      expect(next).not.toBe(url);
      const served = await fetchPhoto(next);
      expect(served.headers['content-type']).toBe(type);
      expect(served.rawPayload.equals(data)).toBe(true);
    }
    // A link to the replaced photo no longer shows anything.
    expect((await fetchPhoto(url)).error).toEqual({
      success: false,
      message: PROFILE_MESSAGES.photoNotFound,
      code: 'NOT_FOUND',
    });

    const current = (await call(t, getProfile, { token: me.token })).data.profile.photoUrl;
    const removed = await call(t, deleteProfilePhoto, { token: me.token });
    expect(removed.statusCode).toBe(200);
    expect(removed.data.profile.photoUrl).toBeNull();
    expect((await fetchPhoto(current!)).statusCode).toBe(404);
    t.clock.advance(-3000);
  });

  it('a link expires; a forged, altered or other-user link is refused with 403', async () => {
    const alice = await student();
    const bob = await student();
    const aliceUrl = (await uploadPhoto(alice.token, PNG)).data.profile.photoUrl!;
    const bobUrl = (await uploadPhoto(bob.token, JPEG, 'image/jpeg')).data.profile.photoUrl!;
    const invalid = { success: false, message: PROFILE_MESSAGES.photoLinkInvalid, code: 'FORBIDDEN' };

    // Alice's signature on Bob's photo, Bob's id in Alice's link, no signature, a changed expiry.
    const aliceQuery = aliceUrl.slice(aliceUrl.indexOf('?'));
    const bobPath = bobUrl.slice(0, bobUrl.indexOf('?'));
    for (const url of [
      `${bobPath}${aliceQuery}`,
      aliceUrl.replace(`/photos/${alice.id}/`, `/photos/${bob.id}/`),
      bobPath,
      bobUrl.replace(/exp=\d+/, `exp=${NOW_SECONDS + 999_999}`),
    ]) {
      const res = await fetchPhoto(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.error).toEqual(invalid);
    }

    // Bob replacing his photo leaves Alice's alone: the upload has no user id to aim at.
    t.clock.advance(1000);
    await uploadPhoto(bob.token, WEBP, 'image/webp');
    expect((await fetchPhoto(aliceUrl)).rawPayload.equals(PNG)).toBe(true);
    // Bob removing his photo leaves Alice's alone.
    await call(t, deleteProfilePhoto, { token: bob.token });
    expect((await fetchPhoto(aliceUrl)).statusCode).toBe(200);

    // Two hours on (the link's expiry) it still works; a second later it has expired.
    t.clock.advance(7200 * 1000 - 1000);
    expect((await fetchPhoto(aliceUrl)).statusCode).toBe(200);
    t.clock.advance(1000);
    const expired = await fetchPhoto(aliceUrl);
    expect(expired.statusCode).toBe(403);
    expect(expired.error.message).toBe(PROFILE_MESSAGES.photoLinkExpired);
    // A fresh profile read hands out a fresh link (the end of the hour after next: 21:00:01 → 23:00).
    const fresh = (await call(t, getProfile, { token: alice.token })).data.profile.photoUrl!;
    expect(fresh).toContain(`exp=${NOW_SECONDS + 4 * 3600}&`);
    expect((await fetchPhoto(fresh)).statusCode).toBe(200);
    t.clock.advance(-7201 * 1000);
  });

  it('refuses more than 2 MB with 413, other types with 415, an empty body with 400', async () => {
    const me = await student();
    const exactly = Buffer.concat([PNG, Buffer.alloc(PHOTO_MAX_BYTES - PNG.length, 0)]);
    expect((await uploadPhoto(me.token, exactly)).statusCode).toBe(200);

    const tooLarge = await uploadPhoto(me.token, Buffer.concat([exactly, Buffer.from([0])]));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.error).toEqual({
      success: false,
      message: PROFILE_MESSAGES.photoTooLarge,
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(PROFILE_MESSAGES.photoTooLarge).toBe('The photo is too large (at most 2 MB).');

    for (const [data, type] of [
      [GIF, 'image/gif'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
      [Buffer.from('not an image at all'), 'image/png'], // claims PNG, is not
    ] as const) {
      const res = await uploadPhoto(me.token, data, type);
      expect(res.statusCode, type).toBe(415);
      expect(res.error.message).toBe(PROFILE_MESSAGES.photoWrongType);
    }
    const empty = await uploadPhoto(me.token, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.error.message).toBe(PROFILE_MESSAGES.photoEmpty);
    // The 2 MB photo is still the one kept.
    const url = (await call(t, getProfile, { token: me.token })).data.profile.photoUrl!;
    expect((await fetchPhoto(url)).rawPayload.length).toBe(PHOTO_MAX_BYTES);
  });
});

describe('email change', () => {
  const request = (token: string, body: NonNullable<CallOptions<typeof requestEmailChange>['body']>) =>
    call(t, requestEmailChange, { token, body });
  const confirm = (token: string, code: string) => call(t, confirmEmailChange, { token, body: { code } });
  const codeSubject = 'email change code';
  /** A code that is not `code`. */
  const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('sends a code to the new address and a notice to the old one; the code changes the address', async () => {
    const me = await student();
    const laptop = await signIn(t, me.email, me.password);
    const res = await request(me.token, {
      newEmail: '  Priya.New@Example.com ',
      currentPassword: me.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({
      success: true,
      message:
        'We have sent a 6-digit code to priya.new@example.com. Enter it here within 10 minutes to confirm the change.',
    });
    const code = await t.mailbox.otpFor('priya.new@example.com', codeSubject);
    const notice = await t.mailbox.waitFor(me.email, (m) => m.subject.includes('about to change'));
    // Quoted-printable soft line breaks joined.
    expect(notice.raw.replace(/=\r?\n/g, '')).toContain('priya.new@example.com');
    expect(notice.raw).not.toContain(code);
    // Nothing changes before the code.
    expect((await call(t, getProfile, { token: me.token })).data.profile.email).toBe(me.email);

    const wrong = await confirm(me.token, other(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.error).toEqual({
      success: false,
      message: PROFILE_MESSAGES.codeInvalid,
      code: 'VALIDATION',
    });

    const done = await confirm(me.token, code);
    expect(done.statusCode).toBe(200);
    expect(done.data.message).toBe(PROFILE_MESSAGES.emailChanged);
    expect(done.data.profile.email).toBe('priya.new@example.com');
    await t.mailbox.waitFor(me.email, (m) => m.subject.includes('has changed'));

    // Decision: sessions stay signed in (the password is unchanged); they see the new address.
    for (const token of [me.token, laptop]) {
      const user = await call(t, currentUser, { token });
      expect(user.statusCode).toBe(200);
      expect(user.data.user.email).toBe('priya.new@example.com');
      // The mailed code proved the new address (decision 0007): no 'Confirm your email' for it.
      expect(user.data.user.email_verified).toBe(true);
    }
    expect(await signIn(t, 'priya.new@example.com', me.password)).toEqual(expect.any(String));
    const old = await call(t, login, { body: { email: me.email, password: me.password } });
    expect(old.statusCode).toBe(401);
    // The code is used up.
    expect((await confirm(me.token, code)).error.message).toBe(PROFILE_MESSAGES.codeInvalid);
  });

  it('checks the password, the address and the fields', async () => {
    const me = await student();
    for (const [body, message] of [
      [{ newEmail: 'x@example.com', currentPassword: 'Wrong@123' }, ACCOUNT_MESSAGES.currentPasswordWrong],
      [{ newEmail: 'x@example.com', currentPassword: '' }, ACCOUNT_MESSAGES.currentPasswordRequired],
      [{ newEmail: 'x@example.com' }, ACCOUNT_MESSAGES.currentPasswordRequired],
      [{ newEmail: 'not-an-address', currentPassword: me.password }, MESSAGES.emailInvalid],
      [{ currentPassword: me.password }, MESSAGES.emailRequired],
      [
        { newEmail: me.email.toUpperCase(), currentPassword: me.password },
        PROFILE_MESSAGES.emailSameAsCurrent,
      ],
      [{ newEmail: 'x@example.com', currentPassword: me.password, userId: 1 }, 'Unknown field: userId.'],
    ] as const) {
      const res = await call(t, requestEmailChange, { token: me.token, rawBody: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.error.message).toBe(message);
    }
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const res = await confirm(me.token, code);
      expect(res.statusCode).toBe(400);
      expect(res.error.message).toBe(PROFILE_MESSAGES.codeFormat);
    }
    // No pending change: any code is invalid.
    expect((await confirm(me.token, '123456')).error.message).toBe(PROFILE_MESSAGES.codeInvalid);
  });

  it('answers the same for an address that has an account, which gets a notice and no code', async () => {
    const me = await student();
    const owner = await student();
    const free = await request(me.token, {
      newEmail: 'free-address@example.com',
      currentPassword: me.password,
    });
    const taken = await request(me.token, { newEmail: owner.email, currentPassword: me.password });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.data.message).toBe(PROFILE_MESSAGES.emailChangeCodeSent(owner.email));
    const mail = await t.mailbox.waitFor(owner.email, (m) => m.subject.includes('tried to use'));
    expect(mail.raw).not.toMatch(/: \d{6}\b/);
    expect(
      t.mailbox.messages.some((m) => m.to.includes(owner.email) && m.subject.includes(codeSubject)),
    ).toBe(false);
  });

  it('allows 5 tries per code, and a code lasts 10 minutes', async () => {
    const me = await student();
    await request(me.token, { newEmail: 'tries@example.com', currentPassword: me.password });
    const code = await t.mailbox.otpFor('tries@example.com', codeSubject);
    for (let i = 0; i < 5; i++) {
      expect((await confirm(me.token, other(code))).error.message).toBe(PROFILE_MESSAGES.codeInvalid);
    }
    // The sixth try, even with the right code, is refused: the code's tries are spent.
    const sixth = await confirm(me.token, code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.error.message).toBe(PROFILE_MESSAGES.codeInvalid);

    // Asking again sends a new code; it works until 10 minutes are up, not after.
    await request(me.token, { newEmail: 'tries@example.com', currentPassword: me.password });
    const second = await t.mailbox.otpFor('tries@example.com', codeSubject);
    t.clock.advance(10 * 60 * 1000);
    try {
      expect((await confirm(me.token, second)).error.message).toBe(PROFILE_MESSAGES.codeInvalid);
    } finally {
      t.clock.advance(-10 * 60 * 1000);
    }
    await request(me.token, { newEmail: 'tries@example.com', currentPassword: me.password });
    const third = await t.mailbox.otpFor('tries@example.com', codeSubject);
    t.clock.advance(10 * 60 * 1000 - 1000);
    try {
      expect((await confirm(me.token, third)).statusCode).toBe(200);
    } finally {
      t.clock.advance(-(10 * 60 * 1000 - 1000));
    }
  });

  it('answers 409 when the address was taken before the code came back, and the code is used up', async () => {
    const me = await student();
    await request(me.token, { newEmail: 'race@example.com', currentPassword: me.password });
    const code = await t.mailbox.otpFor('race@example.com', codeSubject);
    const reg = await call(t, register, {
      body: { name: 'Quick Taker', email: 'race@example.com', password: 'Start@123' },
    });
    expect(reg.statusCode).toBe(201);
    const res = await confirm(me.token, code);
    expect(res.statusCode).toBe(409);
    expect(res.error).toEqual({ success: false, message: MESSAGES.emailTaken, code: 'CONFLICT' });
    expect((await confirm(me.token, code)).error.message).toBe(PROFILE_MESSAGES.codeInvalid);
    expect((await call(t, getProfile, { token: me.token })).data.profile.email).toBe(me.email);
  });

  it('allows 5 requests per 15 minutes per account', async () => {
    const me = await student();
    for (let i = 0; i < 5; i++) {
      const res = await request(me.token, { newEmail: `limit${i}@example.com`, currentPassword: 'Guess@1' });
      expect(res.statusCode).toBe(400);
    }
    const limited = await request(me.token, { newEmail: 'limit@example.com', currentPassword: me.password });
    expect(limited.statusCode).toBe(429);
    expect(limited.error.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds?\.$/);
    t.clock.advance(15 * 60 * 1000);
    expect(
      (await request(me.token, { newEmail: 'limit@example.com', currentPassword: me.password })).statusCode,
    ).toBe(200);
  });
});

describe('anonymous callers', () => {
  it('get 401 from every profile endpoint', async () => {
    for (const [endpoint, send] of [
      [getProfile, () => call(t, getProfile)],
      [updateMyProfile, () => call(t, updateMyProfile, { body: { name: 'X' } })],
      [deleteProfilePhoto, () => call(t, deleteProfilePhoto)],
      [
        requestEmailChange,
        () => call(t, requestEmailChange, { body: { newEmail: 'a@example.com', currentPassword: 'x' } }),
      ],
      [confirmEmailChange, () => call(t, confirmEmailChange, { body: { code: '123456' } })],
    ] as const) {
      const res = await send();
      expect(res.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(401);
      expect(res.error.message).toBe(MESSAGES.unauthenticated);
    }
    const upload = await uploadPhoto(undefined, PNG);
    expect(upload.statusCode).toBe(401);
  });
});
