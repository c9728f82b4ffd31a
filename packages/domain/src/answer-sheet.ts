/**
 * A result's answer sheet (issue 18): the attempt's answers as submitted, kept with the result as two byte
 * strings by paper position, so a count over a test's takers reads one row per taker instead of one per answer.
 * - `sheet`: one byte per position, the option chosen (0-based), `BLANK` when left blank;
 * - `seconds`: two bytes per position, the seconds spent on it, big-endian, at most `MAX_SECONDS`.
 * The server writes them in SQL with the result (`repositories/answer-sheet.ts`); these are their readers, and
 * the writer for tests.
 */

export const BLANK = 255;
export const MAX_SECONDS = 65_535;

/** The option chosen at a 0-based position; null when blank or past the sheet's end. */
export function choiceAt(sheet: Uint8Array, position: number): number | null {
  const b = sheet[position];
  return b === undefined || b === BLANK ? null : b;
}

/** The seconds spent at a 0-based position (0 past the sheet's end). */
export function secondsAt(seconds: Uint8Array, position: number): number {
  const hi = seconds[position * 2];
  const lo = seconds[position * 2 + 1];
  return hi === undefined || lo === undefined ? 0 : hi * 256 + lo;
}

/** The sheet of answers given in paper order (null: blank); seconds clamped to 0..MAX_SECONDS. */
export function encodeSheet(answers: readonly { chosen: number | null; seconds: number }[]): {
  sheet: Uint8Array;
  seconds: Uint8Array;
} {
  const sheet = new Uint8Array(answers.length);
  const seconds = new Uint8Array(answers.length * 2);
  answers.forEach((a, i) => {
    if (a.chosen !== null && (!Number.isInteger(a.chosen) || a.chosen < 0 || a.chosen >= BLANK))
      throw new RangeError(`An option index must be 0..${BLANK - 1}, not ${a.chosen}.`);
    sheet[i] = a.chosen ?? BLANK;
    const s = Math.min(MAX_SECONDS, Math.max(0, Math.round(a.seconds)));
    seconds[i * 2] = s >> 8;
    seconds[i * 2 + 1] = s & 0xff;
  });
  return { sheet, seconds };
}
