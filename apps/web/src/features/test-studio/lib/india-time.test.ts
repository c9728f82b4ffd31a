import { describe, expect, it } from 'vitest';
import { fromIndiaInput, toIndiaInput } from './india-time.ts';

describe('India time for the window', () => {
  it('reads an input as India time and shows an instant in India time, whatever the zone', () => {
    expect(fromIndiaInput('2026-11-29T10:00')).toBe('2026-11-29T10:00:00+05:30');
    expect(toIndiaInput('2026-11-29T04:30:00.000Z')).toBe('2026-11-29T10:00');
    expect(toIndiaInput('2026-11-29T20:00:00.000Z')).toBe('2026-11-30T01:30');
    expect(fromIndiaInput('')).toBeNull();
    expect(toIndiaInput(null)).toBe('');
  });
});
