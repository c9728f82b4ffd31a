// SPEC §2 Lectures and §9: the player's rules, kept free of React so they are tested as tables.

/** SPEC §9: back and forward step. */
export const SEEK_STEP_SECONDS = 10;
/** SPEC §2: the speed chips. */
export const SPEED_CHIPS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
/** SPEC §9: [ and ] change speed in these steps, within these bounds. */
export const SPEED_STEP = 0.25;
export const MIN_SPEED = 0.25;
export const MAX_SPEED = 3;
/** SPEC §9: a saved position this close to the end is not restored. */
export const RESUME_END_THRESHOLD_SECONDS = 2;
/** SPEC §9: the double-click overlay shows this long. */
export const SEEK_OVERLAY_MS = 500;

/** The speed after one press of [ (direction -1) or ] (+1), on the 0.25 grid, kept within 0.25-3. */
export function stepSpeed(current: number, direction: -1 | 1): number {
  const onGrid = Math.round(current / SPEED_STEP) * SPEED_STEP;
  const next = onGrid + direction * SPEED_STEP;
  return Math.min(MAX_SPEED, Math.max(MIN_SPEED, Math.round(next * 100) / 100));
}

/** A chip's label: 0.5x, 1x, 1.25x. */
export function speedLabel(speed: number): string {
  return `${speed}x`;
}

/** The position after seeking by `delta` seconds, kept within the video. */
export function seekTarget(current: number, delta: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return Math.min(end, Math.max(0, current + delta));
}

/** Where to start a video: the saved position, unless there is none or it is within 2 s of the end. */
export function resumePosition(saved: number | null, duration: number): number {
  if (saved === null || !Number.isFinite(saved) || saved <= 0) return 0;
  if (Number.isFinite(duration) && duration > 0 && saved >= duration - RESUME_END_THRESHOLD_SECONDS) return 0;
  return saved;
}

/** Double-click: the left half seeks back, the right half forward. */
export function doubleClickDirection(offsetX: number, width: number): -1 | 1 {
  return offsetX < width / 2 ? -1 : 1;
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A human-readable size: 512 B, 1.1 MB, 2 GB (1024-based, one decimal below 10). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toFixed(digits).replace(/\.0$/, '')} ${UNITS[unit]}`;
}

/** 75.4 → "1:15"; 3725 → "1:02:05". */
export function formatTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** SPEC §2: 'Search videos' filters by name, case-insensitively. */
export function filterByName<T extends { name: string }>(files: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  return needle === '' ? [...files] : files.filter((f) => f.name.toLocaleLowerCase().includes(needle));
}

export interface SavedPosition {
  position: number;
  /** When it was saved, in ms since the epoch. */
  savedAt: number;
}

/** The newer of this device's saved position and the server's (another device's). */
export function newerPosition(
  local: SavedPosition | null,
  server: SavedPosition | null,
): SavedPosition | null {
  if (!local) return server;
  if (!server) return local;
  return server.savedAt > local.savedAt ? server : local;
}
