import { QuestionFiltersSchema } from '@aspirant/contract/question-bank.ts';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_STATE,
  listQuery,
  listStateToSearch,
  pageCount,
  parseListState,
  updateListState,
} from './list-state.ts';

const parse = (query: string) => parseListState(new URLSearchParams(query));

describe('the question list in the URL (issue 16)', () => {
  it('reads an empty query as the default list', () => {
    expect(parse('')).toEqual(DEFAULT_LIST_STATE);
    expect(listStateToSearch(DEFAULT_LIST_STATE).toString()).toBe('');
  });

  it('reads every filter and writes it back to the same query', () => {
    const query =
      'tab=reported&q=%E0%A4%B8%E0%A4%AE%E0%A4%AF+speed&subject=3&topic=17&difficulty=hard&tag=pyq-2023&owner=centre&status=all&used=unused&page=4';
    const state = parse(query);
    expect(state).toEqual({
      tab: 'reported',
      q: 'समय speed',
      subjectId: 3,
      topicId: 17,
      difficulty: 'hard',
      tag: 'pyq-2023',
      owner: 'centre',
      status: 'all',
      used: 'unused',
      page: 4,
    });
    expect(listStateToSearch(state).toString()).toBe(query);
  });

  it('drops what the server would refuse instead of failing the page', () => {
    const state = parse(
      'subject=0&topic=5&difficulty=impossible&owner=elsewhere&status=gone&used=maybe&page=-2',
    );
    expect(state).toEqual(DEFAULT_LIST_STATE);
    expect(parse('owner=12').owner).toBe('12');
    expect(parse('owner=global').owner).toBe('global');
    expect(parse('page=1.5').page).toBe(1);
    expect(parse(`q=${'a'.repeat(300)}`).q).toHaveLength(200);
  });

  it('keeps a topic only with its subject', () => {
    expect(parse('topic=5').topicId).toBeNull();
    expect(listStateToSearch({ ...DEFAULT_LIST_STATE, topicId: 5 }).toString()).toBe('');
  });

  it('goes back to page 1 on a filter change and forgets the topic of another subject', () => {
    const state = parse('subject=3&topic=17&page=5');
    expect(updateListState(state, { difficulty: 'easy' })).toMatchObject({ page: 1, topicId: 17 });
    expect(updateListState(state, { subjectId: 4 })).toMatchObject({ subjectId: 4, topicId: null, page: 1 });
    expect(updateListState(state, { subjectId: 3 })).toMatchObject({ topicId: 17 });
    expect(updateListState(state, { page: 6 })).toMatchObject({ page: 6, topicId: 17 });
  });

  it("makes a query the contract's filter schema accepts, leaving out empty filters", () => {
    const state = parse('q=+speed+&subject=3&topic=17&difficulty=hard&tag=pyq&owner=12&used=used&page=2');
    const query = listQuery(state);
    expect(query).toEqual({
      q: 'speed',
      subjectId: 3,
      topicId: 17,
      difficulty: 'hard',
      tag: 'pyq',
      owner: '12',
      status: 'active',
      used: 'used',
      page: 2,
      pageSize: 25,
    });
    const parsed = QuestionFiltersSchema.parse(query);
    expect(parsed).toMatchObject({ q: 'speed', subjectId: 3, topicId: 17, owner: 12, used: 'used' });
    expect(listQuery(DEFAULT_LIST_STATE)).toEqual({
      q: undefined,
      subjectId: undefined,
      topicId: undefined,
      difficulty: undefined,
      tag: undefined,
      owner: undefined,
      status: 'active',
      used: undefined,
      page: 1,
      pageSize: 25,
    });
  });

  it('counts pages', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
    expect(pageCount(101, 100)).toBe(2);
  });
});
