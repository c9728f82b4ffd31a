import { readdirSync } from 'node:fs';
import { Readable } from 'node:stream';
import { deleteLecture, listDriveFiles, uploadLecture } from '@aspirant/contract/lectures.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Centre, createCentre, demoAccounts } from '../../test-support/accounts.ts';
import { createTestContext, type TestContext } from '../../test-support/app.ts';
import { type CallOptions, call } from '../../test-support/call.ts';

// Decision 0011: a centre's live lectures add up to at most LECTURE_QUOTA_BYTES (here 100 KiB).
const QUOTA = 100 * 1024;
const KIB = 1024;
/** A WebM file of `bytes` bytes: the EBML magic, then anything. */
const webm = (bytes: number) =>
  Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(bytes - 4, 7)]);
/** The same, streamed in 8 KiB chunks without a Content-Length. */
const streamed = (bytes: number) =>
  Readable.from(
    Array.from({ length: bytes / (8 * KIB) }, (_, i) => (i ? Buffer.alloc(8 * KIB, 7) : webm(8 * KIB))),
  );

const overQuota = (used: string) =>
  `This upload would exceed your centre's lecture storage (${used} of 100 KB used). Delete lectures you no longer need, or ask the platform administrator for more space.`;

let t: TestContext;
let c1: Centre;
let c2: Centre;
let superAdmin: { token: string };

beforeAll(async () => {
  t = await createTestContext({ env: { LECTURE_QUOTA_BYTES: '100KiB' } });
  const demo = await demoAccounts(t);
  c1 = demo.centre1;
  superAdmin = demo.superAdmin;
  c2 = await createCentre(t, superAdmin.token, 'Quota Centre');
});
afterAll(async () => {
  await t.close();
});

function upload(
  token: string,
  body: Buffer | Readable,
  query: CallOptions<typeof uploadLecture>['query'] = { name: 'lecture' },
) {
  return call(t, uploadLecture, { query, token, rawBody: body, headers: { 'content-type': 'video/webm' } });
}

const storage = async (token: string) => (await call(t, listDriveFiles, { token })).data.storage;
const storedFiles = () => readdirSync(t.lecturesDir).sort();

describe("a centre's lecture storage", () => {
  it('is shown to the staff who upload to it, and to nobody else', async () => {
    expect(await storage(c1.teacher.token)).toEqual({ usedBytes: 0, quotaBytes: QUOTA });
    expect(await storage(c1.admin.token)).toEqual({ usedBytes: 0, quotaBytes: QUOTA });
    expect(await storage(c1.student.token)).toBeNull();
    expect(await storage(superAdmin.token)).toBeNull();
  });

  it('refuses an upload whose Content-Length would pass the quota before reading it, with 413', async () => {
    expect((await upload(c1.teacher.token, webm(40 * KIB))).statusCode).toBe(201);
    expect((await upload(c1.admin.token, webm(40 * KIB))).statusCode).toBe(201);
    expect(await storage(c1.teacher.token)).toEqual({ usedBytes: 80 * KIB, quotaBytes: QUOTA });
    const before = storedFiles();

    const res = await upload(c1.teacher.token, webm(40 * KIB));
    expect(res.statusCode).toBe(413);
    expect(res.error).toEqual({ success: false, message: overQuota('80 KB'), code: 'PAYLOAD_TOO_LARGE' });
    expect(storedFiles()).toEqual(before);
    // What still fits is taken; the other centre's storage is its own.
    expect((await upload(c1.teacher.token, webm(20 * KIB))).statusCode).toBe(201);
    expect(await storage(c1.teacher.token)).toEqual({ usedBytes: QUOTA, quotaBytes: QUOTA });
    expect(await storage(c2.teacher.token)).toEqual({ usedBytes: 0, quotaBytes: QUOTA });
  });

  it('stops a streamed upload (no Content-Length) as it crosses the free space and removes the partial file', async () => {
    const before = storedFiles();
    const res = await upload(c2.teacher.token, streamed(120 * KIB));
    expect(res.statusCode).toBe(413);
    expect(res.error.message).toBe(overQuota('0 MB'));
    expect(storedFiles()).toEqual(before);
  });

  it('lets two uploads streaming at once take the free space only once', async () => {
    expect((await upload(c2.teacher.token, webm(40 * KIB))).statusCode).toBe(201);
    // 60 KiB free: each of two 40 KiB uploads fits alone, not both. Declared sizes are held while they stream.
    const declared = await Promise.all([
      upload(c2.teacher.token, webm(40 * KIB)),
      upload(c2.admin.token, webm(40 * KIB)),
    ]);
    expect(declared.map((r) => r.statusCode).sort()).toEqual([201, 413]);
    // The refused one hears what the storage holds once the other lands.
    expect(declared.find((r) => r.statusCode === 413)!.error.message).toBe(overQuota('80 KB'));
    expect(await storage(c2.teacher.token)).toEqual({ usedBytes: 80 * KIB, quotaBytes: QUOTA });

    // Without Content-Length nothing is held, and the insert's check under the centre's lock decides.
    const removed = (await call(t, listDriveFiles, { token: c2.teacher.token })).data.files.find(
      (f) => f.customerId === c2.id,
    )!;
    expect(
      (await call(t, deleteLecture, { params: { id: removed.id }, token: c2.admin.token })).statusCode,
    ).toBe(200);
    const before = storedFiles();
    const undeclared = await Promise.all([
      upload(c2.teacher.token, streamed(40 * KIB)),
      upload(c2.admin.token, streamed(40 * KIB)),
    ]);
    expect(undeclared.map((r) => r.statusCode).sort()).toEqual([201, 413]);
    expect(undeclared.find((r) => r.statusCode === 413)!.error.message).toBe(overQuota('80 KB'));
    expect(await storage(c2.teacher.token)).toEqual({ usedBytes: 80 * KIB, quotaBytes: QUOTA });
    expect(storedFiles()).toHaveLength(before.length + 1);
  });

  it('frees the space of a deleted lecture, and never counts the shared lectures', async () => {
    const files = (await call(t, listDriveFiles, { token: c1.admin.token })).data.files;
    const own = files.find((f) => f.customerId === c1.id)!;
    expect((await call(t, deleteLecture, { params: { id: own.id }, token: c1.admin.token })).statusCode).toBe(
      200,
    );
    expect(await storage(c1.teacher.token)).toEqual({ usedBytes: QUOTA - own.size, quotaBytes: QUOTA });
    expect((await upload(c1.teacher.token, webm(own.size))).statusCode).toBe(201);
    // Shared lectures are the platform's; the super admin's upload into a centre counts like its staff's.
    expect((await upload(superAdmin.token, webm(60 * KIB))).statusCode).toBe(201);
    const intoCentre = await upload(superAdmin.token, webm(8 * KIB), { name: 'x', customer_id: c1.id });
    expect(intoCentre.statusCode).toBe(413);
    expect(intoCentre.error.message).toBe(overQuota('100 KB'));
  });
});
