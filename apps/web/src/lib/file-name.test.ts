import { describe, expect, it } from 'vitest';
import { fileNameOf } from './api-client.ts';

describe("a download's file name from its Content-Disposition (RFC 6266)", () => {
  it('reads the quoted, the bare and the UTF-8 forms, the UTF-8 one first', () => {
    expect(fileNameOf('attachment; filename="aspirant-questions-2026-11-25.csv"')).toBe(
      'aspirant-questions-2026-11-25.csv',
    );
    expect(fileNameOf('attachment; filename=bank.xml')).toBe('bank.xml');
    expect(
      fileNameOf(
        `attachment; filename="bank.txt"; filename*=UTF-8''%E0%A4%AA%E0%A5%8D%E0%A4%B0%E0%A4%B6%E0%A5%8D%E0%A4%A8.txt`,
      ),
    ).toBe('प्रश्न.txt');
  });

  it('answers null without a name, and falls back on a broken UTF-8 escape', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf('attachment; filename=""')).toBeNull();
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4; filename="plain.csv"`)).toBe('plain.csv');
  });
});
