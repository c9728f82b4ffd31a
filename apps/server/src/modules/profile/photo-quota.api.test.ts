import { deleteProfilePhoto, PHOTO_MAX_BYTES, uploadProfilePhoto } from '@aspirant/contract/profile.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import { createTestContext, type TestContext } from '../../test-support/app.ts';
import { newStudent } from '../../test-support/attempts.ts';
import { call } from '../../test-support/call.ts';

// 12 minutes past the hour: the hour's window ends in 48 minutes.
const START = Date.parse('2026-03-10T05:12:00Z');
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(40, 7)]);

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({
    clock: new ManualClock(START),
    quotas: { photo: { max: 2, windowSeconds: 60 * 60 } },
  });
});
afterAll(async () => {
  await t.close();
});

const uploadPhoto = (token: string, data: Buffer) =>
  call(t, uploadProfilePhoto, { token, rawBody: data, headers: { 'content-type': 'image/png' } });

describe('replacing the profile photo (decision 0011)', () => {
  it('allows so many uploads an hour per user, refused before the body is read', async () => {
    const user = await newStudent(t);
    expect((await uploadPhoto(user, PNG)).statusCode).toBe(200);
    expect((await uploadPhoto(user, PNG)).statusCode).toBe(200);

    // Even a body over the size limit gets the quota's answer: nothing of it was read.
    const refused = await uploadPhoto(user, Buffer.alloc(PHOTO_MAX_BYTES + 1));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(48 * 60));
    expect(refused.error).toEqual({
      success: false,
      message: 'You can change your profile photo twice an hour. Try again in 48 minutes.',
      code: 'RATE_LIMITED',
    });
    // Removing the photo stays possible.
    expect((await call(t, deleteProfilePhoto, { token: user })).statusCode).toBe(200);

    expect((await uploadPhoto(await newStudent(t), PNG)).statusCode).toBe(200);
    t.clock.advance(48 * 60 * 1000);
    expect((await uploadPhoto(user, PNG)).statusCode).toBe(200);
  });
});
