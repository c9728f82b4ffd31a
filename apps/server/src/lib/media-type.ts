import type { FileHandle } from 'node:fs/promises';
import type { LectureMimeType } from '@aspirant/contract/lectures.ts';

/** Bytes needed to tell the type of a file. */
export const SNIFF_BYTES = 12;

/** ISO-BMFF brands of still images (HEIF, AVIF): an 'ftyp' box alone does not make a video. */
const IMAGE_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
  'avif',
  'avis',
]);

/**
 * The type of a file from its first bytes, never its name: MP4 has an 'ftyp' box at offset 4, WebM (and
 * Matroska) starts with the EBML magic 1A 45 DF A3. null for anything else.
 */
export function sniffVideoType(head: Buffer): LectureMimeType | null {
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'video/webm';
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    return IMAGE_BRANDS.has(head.toString('latin1', 8, 12)) ? null : 'video/mp4';
  }
  return null;
}

export const EXTENSION: Record<LectureMimeType, string> = { 'video/mp4': '.mp4', 'video/webm': '.webm' };

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** Walks ISO-BMFF boxes from `start` to `end`; calls `visit` with each box's type and payload range. */
async function findBox(
  file: FileHandle,
  start: number,
  end: number,
  type: string,
): Promise<{ start: number; end: number } | null> {
  let offset = start;
  for (let guard = 0; offset + 8 <= end && guard < 10_000; guard++) {
    const header = await readAt(file, offset, 16);
    if (header.length < 8) return null;
    let size = header.readUInt32BE(0);
    const boxType = header.toString('latin1', 4, 8);
    let headerLength = 8;
    if (size === 1) {
      if (header.length < 16) return null;
      size = Number(header.readBigUInt64BE(8));
      headerLength = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < headerLength) return null;
    if (boxType === type) return { start: offset + headerLength, end: Math.min(offset + size, end) };
    offset += size;
  }
  return null;
}

async function mp4Duration(file: FileHandle, size: number): Promise<number | null> {
  const moov = await findBox(file, 0, size, 'moov');
  if (!moov) return null;
  const mvhd = await findBox(file, moov.start, moov.end, 'mvhd');
  if (!mvhd) return null;
  const body = await readAt(file, mvhd.start, 32);
  if (body.length < 20) return null;
  const isVersion1 = body[0] === 1;
  const timescale = isVersion1 ? body.readUInt32BE(20) : body.readUInt32BE(12);
  const duration = isVersion1
    ? body.length >= 32
      ? Number(body.readBigUInt64BE(24))
      : Number.NaN
    : body.readUInt32BE(16);
  return timescale > 0 && Number.isFinite(duration) ? duration / timescale : null;
}

/** An EBML variable-length integer at `offset`: its length in bytes and its value (null: unknown size). */
function readVint(
  buffer: Buffer,
  offset: number,
  keepMarker: boolean,
): { length: number; value: number | null } | null {
  const first = buffer[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (offset + length > buffer.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let isAllOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = buffer[offset + i]!;
    value = value * 256 + byte;
    if (byte !== 0xff) isAllOnes = false;
  }
  return { length, value: !keepMarker && isAllOnes ? null : value };
}

const EBML_SEGMENT = 0x18538067;
const EBML_INFO = 0x1549a966;
const EBML_CLUSTER = 0x1f43b675;
const EBML_TIMECODE_SCALE = 0x2ad7b1;
const EBML_DURATION = 0x4489;

/** Segment › Info › Duration × TimecodeScale, read from the start of the file (where muxers put Info). */
async function webmDuration(file: FileHandle): Promise<number | null> {
  const buffer = await readAt(file, 0, 256 * 1024);
  let offset = 0;
  let scale = 1_000_000;
  let duration: number | null = null;
  let infoEnd = -1;
  while (offset < buffer.length) {
    const id = readVint(buffer, offset, true);
    if (!id) return null;
    const size = readVint(buffer, offset + id.length, false);
    if (!size) return null;
    const dataStart = offset + id.length + size.length;
    if (id.value === EBML_SEGMENT || id.value === EBML_INFO) {
      // Master elements we descend into.
      if (id.value === EBML_INFO) infoEnd = size.value === null ? buffer.length : dataStart + size.value;
      offset = dataStart;
      continue;
    }
    if (id.value === EBML_CLUSTER || size.value === null) break;
    if (id.value === EBML_TIMECODE_SCALE && size.value <= 8)
      scale = buffer.readUIntBE(dataStart, Math.min(6, size.value));
    if (id.value === EBML_DURATION && dataStart + size.value <= buffer.length) {
      if (size.value === 4) duration = buffer.readFloatBE(dataStart);
      if (size.value === 8) duration = buffer.readDoubleBE(dataStart);
    }
    offset = dataStart + size.value;
    if (infoEnd !== -1 && offset >= infoEnd) break;
  }
  return duration !== null && Number.isFinite(duration) && duration > 0 ? (duration * scale) / 1e9 : null;
}

/** The running time of a video in seconds, or null when the file does not say. Never throws. */
export async function probeDuration(file: FileHandle, mimeType: LectureMimeType): Promise<number | null> {
  try {
    const { size } = await file.stat();
    const seconds = mimeType === 'video/mp4' ? await mp4Duration(file, size) : await webmDuration(file);
    return seconds === null ? null : Math.round(seconds * 1000) / 1000;
  } catch {
    return null;
  }
}
