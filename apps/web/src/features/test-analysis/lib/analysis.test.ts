import type { ItemStat, RegradeLog } from '@aspirant/contract/insights.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { setFormatLanguage } from '../../../lib/format.ts';
import { loadStaffEnglish } from '../../../lib/i18n/catalogue.ts';
import { createTranslate } from '../../../lib/i18n/translate.ts';
import { flagText, regradeText, sharesText, sortItems } from './analysis.ts';

const t = createTranslate('en');

beforeAll(async () => {
  setFormatLanguage('en');
  await loadStaffEnglish();
});

const item = (position: number, over: Partial<ItemStat> = {}): ItemStat => ({
  position,
  questionId: 100 + position,
  text: `Question ${position}`,
  options: ['a', 'b', 'c', 'd'],
  textHi: null,
  optionsHi: null,
  subjectName: 'Polity',
  topicName: 'Rights',
  difficulty: 'medium',
  accepted: [0],
  dropped: null,
  facility: 0.5,
  discrimination: 0.3,
  pointBiserial: 0.4,
  optionShares: [0.5, 0.3, 0.1, 0.05],
  blankShare: 0.05,
  upperShares: [0.4, 0.6, 0, 0],
  lowerShares: [0.6, 0, 0.2, 0.2],
  meanSeconds: 40,
  reports: { wrong_key: 0, typo: 0, translation: 0 },
  flags: [],
  ...over,
});

describe('the item analysis screen’s words and order', () => {
  it('words each flag from its kind and figures', () => {
    const bad = item(3, { facility: 0.2, discrimination: -0.25 });
    expect(flagText(t, { kind: 'possible_wrong_key', reason: '', option: 1 }, bad)).toBe(
      'Possible wrong key: the top group chose B more often than the key A',
    );
    expect(flagText(t, { kind: 'too_easy', reason: '', option: null }, item(1, { facility: 0.97 }))).toBe(
      'Too easy: 97% answered it right',
    );
    expect(flagText(t, { kind: 'too_hard', reason: '', option: null }, item(1, { facility: 0.1 }))).toBe(
      'Too hard: only 10% answered it right',
    );
    expect(flagText(t, { kind: 'does_not_discriminate', reason: '', option: null }, bad)).toBe(
      'Does not discriminate: discrimination -0.25',
    );
  });

  it('reads the option shares with the key marked', () => {
    expect(sharesText(t, item(1))).toBe('A 50% (key), B 30%, C 10%, D 5%, blank 5%');
  });

  it('sorts by a figure either way, missing figures last, ties in paper order', () => {
    const items = [
      item(1, { facility: 0.5 }),
      item(2, { facility: null }),
      item(3, { facility: 0.9 }),
      item(4, { facility: 0.5 }),
    ];
    expect(sortItems(items, 'facility', 'asc').map((i) => i.position)).toEqual([1, 4, 3, 2]);
    expect(sortItems(items, 'facility', 'desc').map((i) => i.position)).toEqual([3, 1, 4, 2]);
    const flagged = [item(1), item(2, { flags: [{ kind: 'too_easy', reason: '', option: null }] })];
    expect(sortItems(flagged, 'flags', 'desc').map((i) => i.position)).toEqual([2, 1]);
  });

  it('says what a regrade did', () => {
    const log: RegradeLog = {
      id: 1,
      position: 3,
      questionId: 103,
      action: 'change_key',
      accepted: [1],
      dropped: null,
      previous: { accepted: [0], dropped: null },
      by: { id: 1, name: 'Coaching Admin' },
      createdAt: '2026-11-28T06:00:00.000Z',
      inProgress: 0,
      resultsSeen: 12,
      resultsChanged: 7,
      finishedAt: null,
    };
    expect(regradeText(t, log)).toBe('Question 3: key A → B');
    expect(regradeText(t, { ...log, action: 'accept_options', accepted: [0, 1] })).toBe(
      'Question 3: A, B accepted',
    );
    expect(regradeText(t, { ...log, action: 'drop', accepted: null, dropped: 'full' })).toBe(
      'Question 3 dropped (full marks)',
    );
  });
});
