import { lectureProgressKey } from '../../../config/storage-keys.ts';
import { readStorage, writeStorage } from '../../../lib/storage.ts';
import type { SavedPosition } from './playback.ts';

/** SPEC §3: one lecture-progress entry per file, in local storage. */
export function readLocalPosition(fileId: number): SavedPosition | null {
  const raw = readStorage(lectureProgressKey(String(fileId)));
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    // An entry of a plain number (seconds) is read too.
    if (typeof value === 'number' && Number.isFinite(value)) return { position: value, savedAt: 0 };
    if (typeof value !== 'object' || value === null) return null;
    const { position, savedAt } = value as Record<string, unknown>;
    if (typeof position !== 'number' || !Number.isFinite(position)) return null;
    return { position, savedAt: typeof savedAt === 'number' ? savedAt : 0 };
  } catch {
    return null;
  }
}

export function writeLocalPosition(fileId: number, position: number): void {
  const entry: SavedPosition = { position: Math.round(position * 10) / 10, savedAt: Date.now() };
  writeStorage(lectureProgressKey(String(fileId)), JSON.stringify(entry));
}
