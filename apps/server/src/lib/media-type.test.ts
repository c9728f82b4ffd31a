import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentDir } from '../db/seed.ts';
import { SAMPLE_LECTURE } from '../db/seed-lectures.ts';
import { probeDuration, sniffVideoType } from './media-type.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'aspirant-probe-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const hex = (s: string) => Buffer.from(s.replace(/\s/g, ''), 'hex');

async function probe(bytes: Buffer, type: 'video/mp4' | 'video/webm') {
  const file = path.join(dir, `f${Math.random()}`);
  writeFileSync(file, bytes);
  const handle = await open(file, 'r');
  try {
    return await probeDuration(handle, type);
  } finally {
    await handle.close();
  }
}

describe('sniffVideoType: by the first bytes, never the name', () => {
  it.each([
    ['MP4 (isom)', '00000020 66747970 69736f6d 00000200', 'video/mp4'],
    ['MP4 (mp42)', '00000018 66747970 6d703432 00000000', 'video/mp4'],
    ['WebM', '1a45dfa3 9f428681 01000000', 'video/webm'],
    ['WebM, only the magic', '1a45dfa3', 'video/webm'],
    ['HEIC image', '00000018 66747970 68656963 00000000', null],
    ['AVIF image', '0000001c 66747970 61766966 00000000', null],
    ['PNG', '89504e47 0d0a1a0a 0000000d', null],
    ['JPEG', 'ffd8ffe0 00104a46 49460001', null],
    ['MP4 cut short', '00000020 667479', null],
    ['nothing', '', null],
  ])('%s', (_, bytes, expected) => {
    expect(sniffVideoType(hex(bytes))).toBe(expected);
  });
});

describe('probeDuration', () => {
  it('reads the MP4 movie header of the sample lecture (24 s)', async () => {
    const handle = await open(path.join(contentDir(), SAMPLE_LECTURE.file), 'r');
    try {
      expect(await probeDuration(handle, 'video/mp4')).toBe(24);
    } finally {
      await handle.close();
    }
  });

  it('reads a version-1 mvhd after a large mdat (moov at the end)', async () => {
    const mvhd = Buffer.alloc(8 + 4 + 8 + 8 + 4 + 8);
    mvhd.writeUInt32BE(mvhd.length, 0);
    mvhd.write('mvhd', 4, 'latin1');
    mvhd[8] = 1;
    mvhd.writeUInt32BE(90_000, 28);
    mvhd.writeBigUInt64BE(90_000n * 75n + 45_000n, 32);
    const moov = Buffer.concat([Buffer.from([0, 0, 0, 8 + mvhd.length]), Buffer.from('moov'), mvhd]);
    const ftyp = hex('00000010 66747970 69736f6d 00000200');
    const mdatBox = Buffer.concat([
      Buffer.from([0, 0, 0, 1]),
      Buffer.from('mdat'),
      Buffer.alloc(8),
      Buffer.alloc(5000),
    ]);
    mdatBox.writeBigUInt64BE(BigInt(mdatBox.length), 8);
    expect(await probe(Buffer.concat([ftyp, mdatBox, moov]), 'video/mp4')).toBe(75.5);
  });

  it('reads Segment › Info › Duration of a WebM file', async () => {
    // EBML header (empty), Segment of unknown size, Info { TimecodeScale 1 ms, Duration 12345.5 (float64) }.
    const duration = Buffer.alloc(8);
    duration.writeDoubleBE(12_345.5);
    const info = Buffer.concat([hex('2ad7b1 83 0f4240'), hex('4489 88'), duration]);
    const bytes = Buffer.concat([
      hex('1a45dfa3 80'),
      hex('18538067 01ffffffffffffff'),
      hex('114d9b74 80'),
      hex('1549a966'),
      Buffer.from([0x80 | info.length]),
      info,
      hex('1f43b675 01ffffffffffffff'),
    ]);
    expect(await probe(bytes, 'video/webm')).toBe(12.346);
  });

  it('answers null when the file does not say', async () => {
    expect(await probe(hex('1a45dfa3 80 18538067 01ffffffffffffff 1f43b675 80'), 'video/webm')).toBeNull();
    expect(await probe(hex('00000010 66747970 69736f6d 00000200'), 'video/mp4')).toBeNull();
    expect(await probe(Buffer.alloc(0), 'video/mp4')).toBeNull();
  });
});
