import { describe, expect, it } from 'vitest';
import { parseRange } from './range.ts';

describe('parseRange (RFC 9110 §14, one range)', () => {
  it.each([
    [undefined, 100, { kind: 'full' }],
    ['bytes=0-0', 100, { kind: 'partial', start: 0, end: 0 }],
    ['bytes=0-99', 100, { kind: 'partial', start: 0, end: 99 }],
    ['bytes=0-100', 100, { kind: 'partial', start: 0, end: 99 }],
    ['bytes=99-99', 100, { kind: 'partial', start: 99, end: 99 }],
    ['bytes=50-', 100, { kind: 'partial', start: 50, end: 99 }],
    ['bytes=99-', 100, { kind: 'partial', start: 99, end: 99 }],
    ['bytes=-1', 100, { kind: 'partial', start: 99, end: 99 }],
    ['bytes=-100', 100, { kind: 'partial', start: 0, end: 99 }],
    ['bytes=-101', 100, { kind: 'partial', start: 0, end: 99 }],
    ['BYTES = 1 - 2', 100, { kind: 'partial', start: 1, end: 2 }],
    ['bytes=0-99999999999999999999', 100, { kind: 'partial', start: 0, end: 99 }],
    ['bytes=100-', 100, { kind: 'unsatisfiable' }],
    ['bytes=100-200', 100, { kind: 'unsatisfiable' }],
    ['bytes=99999999999999999999-', 100, { kind: 'unsatisfiable' }],
    ['bytes=-0', 100, { kind: 'unsatisfiable' }],
    ['bytes=0-', 0, { kind: 'unsatisfiable' }],
    ['bytes=-5', 0, { kind: 'unsatisfiable' }],
    ['bytes=5-4', 100, { kind: 'full' }],
    ['bytes=-', 100, { kind: 'full' }],
    ['bytes=a-b', 100, { kind: 'full' }],
    ['bytes=1.5-2', 100, { kind: 'full' }],
    ['bytes=0-1,3-4', 100, { kind: 'full' }],
    ['items=0-1', 100, { kind: 'full' }],
    ['0-1', 100, { kind: 'full' }],
    ['', 100, { kind: 'full' }],
  ])('%s of %i bytes → %o', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});
