import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../../lib/i18n/translate.ts';
import { practiceSetTitle } from './set-title.ts';

const en = createTranslate('en');
const hi = createTranslate('hi');

describe('a practice set title in the interface language (issue 15 point 9)', () => {
  it('is the English the server stores', () => {
    for (const set of [
      { source: 'topic', title: 'Practice: Parliament', titleName: 'Parliament' },
      { source: 'subject', title: 'Practice: Polity', titleName: 'Polity' },
      { source: 'saved', title: 'Practice: saved questions', titleName: null },
      { source: 'incorrect', title: 'Practice: your incorrect answers', titleName: null },
    ] as const) {
      expect(practiceSetTitle(set, en)).toBe(set.title);
    }
  });

  it('is Hindi when the interface is', () => {
    expect(
      practiceSetTitle({ source: 'topic', title: 'Practice: Parliament', titleName: 'Parliament' }, hi),
    ).toBe('अभ्यास: Parliament');
    expect(
      practiceSetTitle({ source: 'saved', title: 'Practice: saved questions', titleName: null }, hi),
    ).toBe('अभ्यास: सहेजे गए प्रश्न');
    expect(
      practiceSetTitle(
        { source: 'incorrect', title: 'Practice: your incorrect answers', titleName: null },
        hi,
      ),
    ).toBe('अभ्यास: आपके गलत उत्तर');
    // A title of another form stays as it is.
    expect(practiceSetTitle({ source: 'subject', title: 'Old set', titleName: null }, hi)).toBe('Old set');
  });
});
