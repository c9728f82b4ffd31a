import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { register } from '@aspirant/contract/auth.ts';
import { MESSAGES } from '@aspirant/contract/fields.ts';
import {
  deleteLecture,
  getLectureProgress,
  getPlaybackUrl,
  LECTURE_MESSAGES,
  listDriveFiles,
  PLAYBACK_URL_TTL_SECONDS,
  renameLecture,
  saveLectureProgress,
  uploadLecture,
} from '@aspirant/contract/lectures.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSecrets } from '../../db/schema.ts';
import { contentDir } from '../../db/seed.ts';
import { SAMPLE_LECTURE } from '../../db/seed-lectures.ts';
import { signMediaPath } from '../../lib/signing.ts';
import { type Centre, createCentre, demoAccounts, signIn } from '../../test-support/accounts.ts';
import { createTestContext, type TestContext } from '../../test-support/app.ts';
import { type CallOptions, call, rawRequest, urlOf } from '../../test-support/call.ts';
import { MEDIA_SIGNING_SECRET } from './service.ts';

/** Small enough that a test can cross it; the sample lecture (about 1.1 MB) fits. */
const MAX_BYTES = 2 * 1024 * 1024;
const SAMPLE = readFileSync(path.join(contentDir(), SAMPLE_LECTURE.file));
const SIZE = SAMPLE.length;
/** The first bytes of a WebM file: the EBML magic, then anything. */
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2000, 7)]);
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(500)]);
const HEIC = Buffer.concat([
  Buffer.from('0000001866747970686569630000000068656963', 'hex'),
  Buffer.alloc(100),
]);

let t: TestContext;
let c1: Centre;
let c2: Centre;
let superAdmin: { id: number; token: string };
let sampleId: number;

beforeAll(async () => {
  t = await createTestContext({ lectureMaxBytes: MAX_BYTES });
  const demo = await demoAccounts(t);
  c1 = demo.centre1;
  superAdmin = demo.superAdmin;
  c2 = await createCentre(t, superAdmin.token, 'Second Centre');
  const list = await call(t, listDriveFiles, { token: c1.student.token });
  sampleId = list.data.files[0]!.id;
});
afterAll(async () => {
  await t.close();
});

function upload(
  token: string | undefined,
  body: Buffer | Readable,
  query: CallOptions<typeof uploadLecture>['query'],
  type = 'video/mp4',
) {
  return call(t, uploadLecture, { query, token, rawBody: body, headers: { 'content-type': type } });
}

async function playbackUrl(token: string, id: number): Promise<string> {
  const res = await call(t, getPlaybackUrl, { params: { id }, token });
  expect(res.statusCode).toBe(200);
  return res.data.url;
}

/** A signed media URL (served by the app, not an endpoint of the contract), as a <video> fetches it. */
function media(url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
  return rawRequest(t, method, url, { headers });
}

const storedFiles = () => readdirSync(t.lecturesDir).sort();

describe('the sample lecture', () => {
  it('is seeded on first start, shared with every centre, with its size and duration', async () => {
    const res = await call(t, listDriveFiles, { token: c1.student.token });
    expect(res.statusCode).toBe(200);
    expect(res.data.files).toEqual([
      {
        id: sampleId,
        name: 'Sample lecture: getting started',
        mimeType: 'video/mp4',
        size: SIZE,
        durationSeconds: 24,
        customerId: null,
        createdAt: expect.any(String),
      },
    ]);
    const [stored] = storedFiles();
    expect(stored).toMatch(/^[0-9a-f]{32}\.mp4$/);
    expect(readFileSync(path.join(t.lecturesDir, stored!)).equals(SAMPLE)).toBe(true);
  });
});

describe('signed playback URLs', () => {
  it('hand out a URL that expires after 2 hours', async () => {
    const res = await call(t, getPlaybackUrl, { params: { id: sampleId }, token: c1.student.token });
    const exp = Math.floor(t.clock.now().getTime() / 1000) + PLAYBACK_URL_TTL_SECONDS;
    expect(res.data).toEqual({
      success: true,
      url: expect.stringMatching(
        new RegExp(`^/media/lectures/[0-9a-f]{32}\\.mp4\\?exp=${exp}&sig=[\\w-]{43}$`),
      ),
      expiresAt: new Date(exp * 1000).toISOString(),
    });
  });

  it('serve the whole file with Accept-Ranges, inline, when no range is asked', async () => {
    const res = await media(await playbackUrl(c1.student.token, sampleId));
    expect(res.statusCode).toBe(200);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['content-length']).toBe(String(SIZE));
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="Sample lecture: getting started.mp4"; filename*=UTF-8''Sample%20lecture%3A%20getting%20started.mp4`,
    );
    expect(res.headers['content-range']).toBeUndefined();
    // The browser may keep the bytes while the link lives; an API answer never is (no-store is for /api).
    expect(res.headers['cache-control']).toBe(`private, max-age=${PLAYBACK_URL_TTL_SECONDS}`);
    expect(res.rawPayload.equals(SAMPLE)).toBe(true);
  });

  it.each([
    ['the first byte', 'bytes=0-0', 0, 0],
    ['a middle range', 'bytes=1000-1999', 1000, 1999],
    ['the last byte', `bytes=${SIZE - 1}-${SIZE - 1}`, SIZE - 1, SIZE - 1],
    ['an open range', `bytes=${SIZE - 10}-`, SIZE - 10, SIZE - 1],
    ['a range past the end (clamped)', `bytes=${SIZE - 5}-${SIZE + 100}`, SIZE - 5, SIZE - 1],
    ['a suffix range', 'bytes=-500', SIZE - 500, SIZE - 1],
    ['a suffix longer than the file', `bytes=-${SIZE + 1}`, 0, SIZE - 1],
  ])('answer %s with 206 and exact Content-Range and Content-Length', async (_, range, start, end) => {
    const res = await media(await playbackUrl(c1.student.token, sampleId), { range });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${SIZE}`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.equals(SAMPLE.subarray(start, end + 1))).toBe(true);
  });

  it.each([
    ['a start past the end', `bytes=${SIZE}-`],
    ['a start far past the end', `bytes=${SIZE + 1000}-${SIZE + 2000}`],
    ['an empty suffix', 'bytes=-0'],
  ])('answer %s with 416 and Content-Range bytes */size', async (_, range) => {
    const res = await media(await playbackUrl(c1.student.token, sampleId), { range });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${SIZE}`);
    expect(res.error.message).toBe(LECTURE_MESSAGES.rangeNotSatisfiable);
  });

  it.each([
    ['another unit', 'items=0-10'],
    ['bad syntax', 'bytes=abc'],
    ['an end before the start', 'bytes=10-5'],
    ['several ranges', 'bytes=0-1,5-6'],
  ])('ignore a Range header with %s and send the whole file', async (_, range) => {
    const res = await media(await playbackUrl(c1.student.token, sampleId), { range });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(SIZE));
  });

  it('honour If-Range only while the file is unchanged', async () => {
    const url = await playbackUrl(c1.student.token, sampleId);
    const head = await media(url, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(SIZE));
    expect(head.rawPayload.length).toBe(0);
    const same = await media(url, { range: 'bytes=0-9', 'if-range': String(head.headers.etag) });
    expect(same.statusCode).toBe(206);
    const changed = await media(url, { range: 'bytes=0-9', 'if-range': '"something-else"' });
    expect(changed.statusCode).toBe(200);
  });

  it('answer HEAD with the headers of the range and no body', async () => {
    const res = await media(await playbackUrl(c1.student.token, sampleId), { range: 'bytes=10-19' }, 'HEAD');
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 10-19/${SIZE}`);
    expect(res.headers['content-length']).toBe('10');
    expect(res.rawPayload.length).toBe(0);
  });

  it('refuse an expired link with 403, and accept it up to its last second', async () => {
    const url = await playbackUrl(c1.student.token, sampleId);
    t.clock.advance(PLAYBACK_URL_TTL_SECONDS * 1000);
    expect((await media(url, { range: 'bytes=0-0' })).statusCode).toBe(206);
    t.clock.advance(1000);
    const expired = await media(url);
    expect(expired.statusCode).toBe(403);
    expect(expired.error.message).toBe(LECTURE_MESSAGES.linkExpired);
  });

  it('refuse forged, altered, borrowed and incomplete links with 403', async () => {
    const url = new URL(await playbackUrl(c1.student.token, sampleId), 'http://x');
    const sig = url.searchParams.get('sig')!;
    const exp = Number(url.searchParams.get('exp'));
    const forged = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    const otherFile = `${'0'.repeat(32)}.mp4`;
    for (const bad of [
      `${url.pathname}?exp=${exp}&sig=${forged}`,
      `${url.pathname}?exp=${exp + 3600}&sig=${sig}`,
      `/media/lectures/${otherFile}?exp=${exp}&sig=${sig}`,
      `${url.pathname}?exp=${exp}`,
      `${url.pathname}?sig=${sig}`,
      url.pathname,
      `${url.pathname}?exp=${exp}&sig=${sig}&sig=${sig}`,
      `${url.pathname}?exp=-1&sig=${sig}`,
    ]) {
      const res = await media(bad);
      expect(res.statusCode, bad).toBe(403);
      expect(res.error.message, bad).toBe(LECTURE_MESSAGES.linkInvalid);
    }
  });

  it('never leave the lectures folder, even for a name signed with the real key', async () => {
    const [secret] = await t.database.db
      .select({ value: appSecrets.value })
      .from(appSecrets)
      .where(eq(appSecrets.name, MEDIA_SIGNING_SECRET));
    const exp = Math.floor(t.clock.now().getTime() / 1000) + 60;
    for (const name of [
      '../../../../etc/passwd',
      '..%2F..%2F..%2F..%2Fetc%2Fpasswd',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '..\\..\\etc\\passwd',
      `${'a'.repeat(32)}.mp4%00`,
      '.upload-0123.part',
    ]) {
      const signed = signMediaPath(secret!.value, `/media/lectures/${decodeURIComponent(name)}`, exp);
      const res = await media(`/media/lectures/${name}?exp=${exp}&sig=${signed}`);
      // A NUL in the path is refused before any route (400, issue 13); the others by the media route.
      expect(name.includes('%00') ? [400] : [403, 404], name).toContain(res.statusCode);
      expect(res.body, name).not.toContain('root:');
    }
    // A well-formed name that no lecture has: signed, but nothing to serve.
    const unknown = `${'f'.repeat(32)}.mp4`;
    const signed = signMediaPath(secret!.value, `/media/lectures/${unknown}`, exp);
    const res = await media(`/media/lectures/${unknown}?exp=${exp}&sig=${signed}`);
    expect(res.statusCode).toBe(404);
    expect(res.error.message).toBe(LECTURE_MESSAGES.lectureNotFound);
  });

  it('is kept in the database, so every process signs with the same key', async () => {
    // Other capabilities keep their own keys there too (the device-cookie key, decision 0007).
    const rows = (await t.database.db.select().from(appSecrets)).filter(
      (r) => r.name === MEDIA_SIGNING_SECRET,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.value).toMatch(/^[\w-]{43}$/);
  });
});

describe('upload', () => {
  it('streams an MP4 to disk for a teacher, into their centre, typed by its bytes', async () => {
    const before = storedFiles();
    const res = await upload(c1.teacher.token, SAMPLE, { name: ' Polity 101 ' }, 'video/quicktime');
    expect(res.statusCode).toBe(201);
    expect(res.data.file).toEqual({
      id: expect.any(Number),
      name: 'Polity 101',
      mimeType: 'video/mp4',
      size: SIZE,
      durationSeconds: 24,
      customerId: c1.id,
      createdAt: t.clock.now().toISOString(),
    });
    const added = storedFiles().filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^[0-9a-f]{32}\.mp4$/);
    const played = await media(await playbackUrl(c1.student.token, res.data.file.id), {
      range: 'bytes=0-99',
    });
    expect(played.rawPayload.equals(SAMPLE.subarray(0, 100))).toBe(true);
  });

  it('takes WebM by its EBML magic, whatever the declared type and name say', async () => {
    const res = await upload(c1.admin.token, WEBM, { name: 'notes.mp4' }, 'application/octet-stream');
    expect(res.statusCode).toBe(201);
    expect(res.data.file).toMatchObject({ name: 'notes.mp4', mimeType: 'video/webm', size: WEBM.length });
    expect(storedFiles().filter((f) => /^[0-9a-f]{32}\.webm$/.test(f))).toHaveLength(1);
  });

  it.each([
    ['a PNG image declared as video/mp4', PNG, 'video/mp4'],
    ['a HEIC image (an ftyp box with an image brand)', HEIC, 'video/mp4'],
    ['a tiny body', Buffer.from('1234'), 'video/webm'],
    ['an empty body', Buffer.alloc(0), 'video/mp4'],
  ])('refuses %s with 415 and leaves no file behind', async (_, body, type) => {
    const before = storedFiles();
    const res = await upload(c1.teacher.token, body, { name: 'x' }, type);
    expect(res.statusCode).toBe(415);
    expect(res.error.message).toBe(LECTURE_MESSAGES.notMp4OrWebm);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a body that does not claim to be a file', async () => {
    const res = await upload(c1.teacher.token, Buffer.from('{"a":1}'), { name: 'x' }, 'application/json');
    expect(res.statusCode).toBe(415);
    expect(res.error.message).toBe(LECTURE_MESSAGES.notAVideoUpload);
  });

  it('refuses an upload over the limit by its Content-Length, before reading it', async () => {
    const before = storedFiles();
    const big = Buffer.concat([SAMPLE.subarray(0, 64), Buffer.alloc(MAX_BYTES)]);
    const res = await upload(c1.teacher.token, big, { name: 'big' });
    expect(res.statusCode).toBe(413);
    expect(res.error.message).toBe(LECTURE_MESSAGES.tooLarge);
    expect(res.headers.connection).toBe('close');
    expect(storedFiles()).toEqual(before);
  });

  it('stops a streamed upload (no Content-Length) as it crosses the limit and removes the partial file', async () => {
    const before = storedFiles();
    const chunks = [
      SAMPLE.subarray(0, 64 * 1024),
      ...Array.from({ length: 40 }, () => Buffer.alloc(64 * 1024, 1)),
    ];
    const res = await upload(c1.teacher.token, Readable.from(chunks), { name: 'stream' });
    expect(res.statusCode).toBe(413);
    expect(res.error.message).toBe(LECTURE_MESSAGES.tooLarge);
    expect(storedFiles()).toEqual(before);
  });

  it('answers 413 over a real connection while the client is still sending, then closes it', async () => {
    const before = storedFiles();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: urlOf(uploadLecture, { query: { name: 'endless' } }),
          headers: { authorization: `Bearer ${c1.teacher.token}`, 'content-type': 'video/mp4' },
        },
        (res) => {
          let body = '';
          res.on('data', (d) => {
            body += d;
          });
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        },
      );
      // After the answer the server closes; writes still in flight may fail, which is expected.
      req.on('error', (error) => (answered ? undefined : reject(error)));
      let answered = false;
      req.on('response', () => {
        answered = true;
      });
      req.write(SAMPLE.subarray(0, 1024));
      // Keeps sending (with back-pressure) far past the limit until the server answers.
      const send = () => {
        if (answered || req.destroyed) return;
        if (req.write(Buffer.alloc(64 * 1024, 1))) setImmediate(send);
        else req.once('drain', send);
      };
      send();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message).toBe(LECTURE_MESSAGES.tooLarge);
    expect(storedFiles()).toEqual(before);
  });

  it('puts a super admin upload where it says: shared, or one centre', async () => {
    const shared = await upload(superAdmin.token, WEBM, { name: 'Shared' });
    expect(shared.data.file.customerId).toBeNull();
    const second = await upload(superAdmin.token, WEBM, { name: 'Second', customer_id: c2.id });
    expect(second.data.file.customerId).toBe(c2.id);
    const unknown = await upload(superAdmin.token, WEBM, { name: 'Nowhere', customer_id: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.error.message).toBe(LECTURE_MESSAGES.customerNotFound);
  });

  it('keeps teachers and coaching admins to their own centre, and students out', async () => {
    const other = await upload(c1.teacher.token, WEBM, { name: 'x', customer_id: c2.id });
    expect(other.statusCode).toBe(403);
    expect(other.error.message).toBe(LECTURE_MESSAGES.otherCentre);
    const student = await upload(c1.student.token, WEBM, { name: 'x' });
    expect(student.statusCode).toBe(403);
    expect(student.error.message).toBe(MESSAGES.forbidden);
    expect((await upload(undefined, WEBM, { name: 'x' })).statusCode).toBe(401);
  });

  it("names the file inline by the lecture's name, in any script", async () => {
    const name = 'Polity (भाग 1) "basics"';
    const res = await upload(c1.teacher.token, WEBM, { name });
    const head = await media(await playbackUrl(c1.student.token, res.data.file.id), {}, 'HEAD');
    const disposition = String(head.headers['content-disposition']);
    expect(disposition).toMatch(/^inline; filename="Polity \(___ 1\) _basics_\.webm"; filename\*=UTF-8''/);
    const encoded = disposition.split("UTF-8''")[1]!;
    expect(encoded).toMatch(/^[A-Za-z0-9%._~!$&+^`|-]+$/);
    expect(decodeURIComponent(encoded)).toBe(`${name}.webm`);
    expect(head.headers['content-type']).toBe('video/webm');
  });

  it('requires a name', async () => {
    for (const query of [{}, { name: '' }, { name: '  ' }]) {
      const res = await upload(c1.teacher.token, WEBM, query);
      expect(res.statusCode).toBe(400);
      expect(res.error.message).toBe(LECTURE_MESSAGES.nameRequired);
    }
    const long = await upload(c1.teacher.token, WEBM, { name: 'x'.repeat(201) });
    expect(long.error.message).toBe(LECTURE_MESSAGES.nameTooLong);
  });
});

describe('who sees and changes what', () => {
  let c1Lecture: number;
  let c2Lecture: number;

  beforeAll(async () => {
    c1Lecture = (await upload(c1.admin.token, WEBM, { name: 'Centre one only' })).data.file.id;
    c2Lecture = (await upload(c2.teacher.token, WEBM, { name: 'Centre two only' })).data.file.id;
  });

  it('lists a centre its own lectures and the shared ones; the super admin all', async () => {
    const names = async (token: string) =>
      (await call(t, listDriveFiles, { token })).data.files.map((f) => f.name);
    expect(await names(c1.student.token)).toContain('Centre one only');
    expect(await names(c1.student.token)).not.toContain('Centre two only');
    expect(await names(c2.student.token)).toContain('Centre two only');
    expect(await names(c2.student.token)).not.toContain('Centre one only');
    expect(await names(c2.student.token)).toContain('Sample lecture: getting started');
    expect(await names(superAdmin.token)).toEqual(
      expect.arrayContaining(['Centre one only', 'Centre two only']),
    );
    const reg = await call(t, register, {
      body: { name: 'Solo', email: 'solo@example.com', password: 'a good password' },
    });
    expect(await names(reg.data.token)).toEqual(
      expect.not.arrayContaining(['Centre one only', 'Centre two only']),
    );
    expect(await names(reg.data.token)).toContain('Sample lecture: getting started');
  });

  it("answers another centre's lecture like an unknown one", async () => {
    const options = { params: { id: c2Lecture }, token: c1.student.token };
    for (const send of [() => call(t, getPlaybackUrl, options), () => call(t, getLectureProgress, options)]) {
      const res = await send();
      expect(res.statusCode).toBe(404);
      expect(res.error.message).toBe(LECTURE_MESSAGES.lectureNotFound);
    }
    const rename = await call(t, renameLecture, {
      params: { id: c2Lecture },
      token: c1.admin.token,
      body: { name: 'Mine now' },
    });
    expect(rename.statusCode).toBe(404);
    expect(
      (await call(t, deleteLecture, { params: { id: c2Lecture }, token: c1.teacher.token })).statusCode,
    ).toBe(404);
  });

  it('lets only the super admin change the shared lectures', async () => {
    const res = await call(t, renameLecture, {
      params: { id: sampleId },
      token: c1.teacher.token,
      body: { name: 'x' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.error.message).toBe(LECTURE_MESSAGES.sharedLecture);
    const del = await call(t, deleteLecture, { params: { id: sampleId }, token: c1.admin.token });
    expect(del.statusCode).toBe(403);
  });

  it('renames for a manager of the centre, refuses students and unknown fields', async () => {
    const res = await call(t, renameLecture, {
      params: { id: c1Lecture },
      token: c1.teacher.token,
      body: { name: '  Renamed  ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.file).toMatchObject({ id: c1Lecture, name: 'Renamed' });
    const student = await call(t, renameLecture, {
      params: { id: c1Lecture },
      token: c1.student.token,
      body: { name: 'x' },
    });
    expect(student.statusCode).toBe(403);
    const extra = await call(t, renameLecture, {
      params: { id: c1Lecture },
      token: c1.teacher.token,
      rawBody: { name: 'x', customerId: 2 },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.error.message).toBe('Unknown field: customerId.');
  });

  it('deletes the lecture and its file; links handed out before stop working', async () => {
    const url = await playbackUrl(c1.student.token, c1Lecture);
    const fileName = new URL(url, 'http://x').pathname.split('/').pop()!;
    expect(storedFiles()).toContain(fileName);
    const del = await call(t, deleteLecture, { params: { id: c1Lecture }, token: c1.admin.token });
    expect(del.statusCode).toBe(200);
    expect(del.data).toEqual({ success: true, message: LECTURE_MESSAGES.lectureDeleted });
    expect(storedFiles()).not.toContain(fileName);
    expect((await media(url)).statusCode).toBe(404);
    expect(
      (await call(t, getPlaybackUrl, { params: { id: c1Lecture }, token: c1.student.token })).statusCode,
    ).toBe(404);
    expect(
      (await call(t, deleteLecture, { params: { id: c1Lecture }, token: c1.admin.token })).statusCode,
    ).toBe(404);
  });
});

describe('playback position', () => {
  it('follows the student to another device', async () => {
    const laptop = c1.student.token;
    const phone = await signIn(t, 'student@aspirant.test');
    const empty = await call(t, getLectureProgress, { params: { id: sampleId }, token: laptop });
    expect(empty.data).toEqual({ success: true, positionSeconds: null, updatedAt: null });
    const saved = await call(t, saveLectureProgress, {
      params: { id: sampleId },
      token: laptop,
      body: { positionSeconds: 12.5 },
    });
    expect(saved.data).toEqual({
      success: true,
      positionSeconds: 12.5,
      updatedAt: t.clock.now().toISOString(),
    });
    const elsewhere = await call(t, getLectureProgress, { params: { id: sampleId }, token: phone });
    expect(elsewhere.data.positionSeconds).toBe(12.5);
    t.clock.advance(5000);
    await call(t, saveLectureProgress, {
      params: { id: sampleId },
      token: phone,
      body: { positionSeconds: 20 },
    });
    const back = await call(t, getLectureProgress, { params: { id: sampleId }, token: laptop });
    expect(back.data).toEqual({ success: true, positionSeconds: 20, updatedAt: t.clock.now().toISOString() });
    // Another user's position is their own.
    const teacher = await call(t, getLectureProgress, { params: { id: sampleId }, token: c1.teacher.token });
    expect(teacher.data.positionSeconds).toBeNull();
  });

  it.each([
    [{ positionSeconds: -1 }, LECTURE_MESSAGES.badPosition],
    [{ positionSeconds: 'ten' }, LECTURE_MESSAGES.badPosition],
    [{ positionSeconds: 86_401 }, LECTURE_MESSAGES.badPosition],
    [{}, LECTURE_MESSAGES.badPosition],
    [{ positionSeconds: 1, userId: 5 }, 'Unknown field: userId.'],
  ])('refuses %j', async (body, message) => {
    const res = await call(t, saveLectureProgress, {
      params: { id: sampleId },
      token: c1.student.token,
      rawBody: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.error.message).toBe(message);
  });

  it('answers unknown lectures with 404 and bad ids with 400', async () => {
    const res = await call(t, getLectureProgress, { params: { id: 999999 }, token: c1.student.token });
    expect(res.statusCode).toBe(404);
    const bad = await call(t, getPlaybackUrl, { params: { id: 'abc' }, token: c1.student.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.error.message).toBe(LECTURE_MESSAGES.badLectureId);
  });
});
