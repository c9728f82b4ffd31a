import { describe, expect, it } from 'vitest';
import {
  doubleClickDirection,
  filterByName,
  formatBytes,
  formatTime,
  newerPosition,
  resumePosition,
  seekTarget,
  speedLabel,
  stepSpeed,
} from './playback.ts';

describe('stepSpeed: [ and ] in 0.25 steps between 0.25 and 3 (SPEC §2)', () => {
  it.each([
    [1, 1, 1.25],
    [1, -1, 0.75],
    [0.5, -1, 0.25],
    [0.25, -1, 0.25],
    [2.75, 1, 3],
    [3, 1, 3],
    [0.75, 1, 1],
    [1.3, 1, 1.5],
    [1.1, -1, 0.75],
  ] as const)('%f with %i → %f', (current, direction, expected) => {
    expect(stepSpeed(current, direction)).toBe(expected);
  });

  it('labels chips like the spec', () => {
    expect([0.5, 0.75, 1, 1.25, 1.5, 2].map(speedLabel)).toEqual([
      '0.5x',
      '0.75x',
      '1x',
      '1.25x',
      '1.5x',
      '2x',
    ]);
  });
});

describe('seekTarget', () => {
  it.each([
    [30, 10, 100, 40],
    [30, -10, 100, 20],
    [5, -10, 100, 0],
    [95, 10, 100, 100],
    [95, 10, Number.NaN, 105],
  ])('%f %+f in %f → %f', (current, delta, duration, expected) => {
    expect(seekTarget(current, delta, duration)).toBe(expected);
  });
});

describe('resumePosition: restored unless within 2 s of the end (SPEC §9)', () => {
  it.each([
    [null, 24, 0],
    [0, 24, 0],
    [12.5, 24, 12.5],
    [21.99, 24, 21.99],
    [22, 24, 0],
    [23.5, 24, 0],
    [30, 24, 0],
    [12, Number.NaN, 12],
  ])('saved %s of %f → %f', (saved, duration, expected) => {
    expect(resumePosition(saved, duration)).toBe(expected);
  });
});

describe('doubleClickDirection', () => {
  it.each([
    [0, 640, -1],
    [319, 640, -1],
    [320, 640, 1],
    [639, 640, 1],
  ])('x=%i of %i → %i', (x, width, expected) => {
    expect(doubleClickDirection(x, width)).toBe(expected);
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1_104_679, '1.1 MB'],
    [15 * 1024 * 1024, '15 MB'],
    [500 * 1024 * 1024, '500 MB'],
    [2 * 1024 ** 3, '2 GB'],
  ])('%i → %s', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });
});

describe('formatTime', () => {
  it.each([
    [0, '0:00'],
    [9.9, '0:09'],
    [75.4, '1:15'],
    [3725, '1:02:05'],
    [Number.NaN, '0:00'],
  ])('%f → %s', (seconds, expected) => {
    expect(formatTime(seconds)).toBe(expected);
  });
});

describe('filterByName: case-insensitive (SPEC §2)', () => {
  const files = [{ name: 'Polity Basics' }, { name: 'Modern History' }, { name: 'Indian POLITY II' }];
  it.each([
    ['', ['Polity Basics', 'Modern History', 'Indian POLITY II']],
    ['polity', ['Polity Basics', 'Indian POLITY II']],
    ['  HISTORY ', ['Modern History']],
    ['geography', []],
  ])('%j', (query, names) => {
    expect(filterByName(files, query).map((f) => f.name)).toEqual(names);
  });
});

describe('newerPosition: the position follows the student across devices', () => {
  const a = { position: 10, savedAt: 1000 };
  const b = { position: 20, savedAt: 2000 };
  it.each([
    [null, null, null],
    [a, null, a],
    [null, b, b],
    [a, b, b],
    [b, a, b],
  ])('%o / %o', (local, server, expected) => {
    expect(newerPosition(local, server)).toEqual(expected);
  });
});
