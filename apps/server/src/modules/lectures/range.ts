/** What a Range header asks of a file of a given size (RFC 9110 §14). */
export type RangeAnswer =
  | { kind: 'full' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

const FULL: RangeAnswer = { kind: 'full' };
const UNSATISFIABLE: RangeAnswer = { kind: 'unsatisfiable' };

/**
 * Reads a Range header for one byte range: `bytes=a-b`, `bytes=a-` or the suffix `bytes=-n`. `end` is
 * inclusive and clamped to the file. A header the server may ignore (another unit, bad syntax, a range
 * whose end is before its start, several ranges) answers 'full': RFC 9110 lets a server send the whole
 * file instead. A well-formed range that starts past the end, or asks for no bytes, is unsatisfiable (416).
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return FULL;
  const unit = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!unit) return FULL;
  const specs = unit[1]!.split(',');
  if (specs.length !== 1) return FULL;
  const spec = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(specs[0]!);
  if (!spec) return FULL;
  const [, first, last] = spec as unknown as [string, string, string];
  if (first === '' && last === '') return FULL;
  // More digits than any file has bytes: still a number, just a very large one.
  const toNumber = (digits: string) => (digits.length > 15 ? Number.MAX_SAFE_INTEGER : Number(digits));

  if (first === '') {
    const length = toNumber(last);
    if (length === 0 || size === 0) return UNSATISFIABLE;
    return { kind: 'partial', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = toNumber(first);
  if (last !== '' && toNumber(last) < start) return FULL;
  if (start >= size) return UNSATISFIABLE;
  return { kind: 'partial', start, end: last === '' ? size - 1 : Math.min(toNumber(last), size - 1) };
}
