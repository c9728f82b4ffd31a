import { FIGURES } from '@aspirant/domain/figures.ts';
import { describe, expect, it } from 'vitest';
import { figuresHindi } from '../hindi/figures.ts';
import { createTranslate } from '../translate.ts';
import { figuresMessages } from './figures.ts';

describe('the figures in the catalogue (issue 15 point 9)', () => {
  const ids = Object.keys(FIGURES) as (keyof typeof FIGURES)[];

  it('has every figure of the registry in both languages, and nothing else', () => {
    const keys = [...ids.flatMap((id) => [`${id}Name`, `${id}Definition`]), 'howComputed'].sort();
    expect(Object.keys(figuresMessages).sort()).toEqual(keys);
    expect(Object.keys(figuresHindi).sort()).toEqual(keys);
    expect(ids.length).toBe(36);
  });

  it('keeps the registry as the English text, word for word', () => {
    const en = createTranslate('en');
    for (const id of ids) {
      expect(en(`figures.${id}Name`)).toBe(FIGURES[id].name);
      expect(en(`figures.${id}Definition`)).toBe(FIGURES[id].definition);
    }
    expect(en('figures.averageScoreName')).toBe('Average Score');
    expect(en('figures.howComputed', { name: 'Average Score' })).toBe('How is Average Score computed?');
  });

  it('gives each figure a Hindi name and definition', () => {
    const hi = createTranslate('hi');
    expect(hi('figures.averageScoreName')).toBe('औसत स्कोर');
    expect(hi('figures.targetScoreDefinition')).toContain('85%');
    for (const id of ids) {
      expect(hi(`figures.${id}Name`)).not.toBe(FIGURES[id].name);
      expect(hi(`figures.${id}Definition`)).not.toBe(FIGURES[id].definition);
    }
  });
});
