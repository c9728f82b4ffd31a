import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The sample lecture a new install plays (issue 6): a small H.264/AAC MP4, generated once and committed. */
const file = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'lectures', 'sample-lecture.mp4'),
);

/** Top-level ISO-BMFF boxes, in file order. */
function topLevelBoxes(bytes: Buffer): string[] {
  const boxes: string[] = [];
  for (let offset = 0; offset + 8 <= bytes.length; ) {
    const size = bytes.readUInt32BE(offset);
    boxes.push(bytes.toString('latin1', offset + 4, offset + 8));
    if (size < 8) break;
    offset += size;
  }
  return boxes;
}

describe('sample lecture', () => {
  it('is an MP4 of at most 2 MB', () => {
    expect(file.length).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(file.toString('latin1', 4, 8)).toBe('ftyp');
  });

  it('carries H.264 video and AAC audio, which Chromium plays', () => {
    expect(file.includes(Buffer.from('avc1'))).toBe(true);
    expect(file.includes(Buffer.from('mp4a'))).toBe(true);
  });

  it('has its index before the media (fast start), so playback starts before the end is fetched', () => {
    const boxes = topLevelBoxes(file);
    expect(boxes[0]).toBe('ftyp');
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
  });
});
