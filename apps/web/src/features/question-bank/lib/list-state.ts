import {
  DIFFICULTIES,
  type Difficulty,
  QUESTION_PAGE_SIZE_DEFAULT,
  QUESTION_SEARCH_MAX_LENGTH,
  TAG_MAX_LENGTH,
} from '@aspirant/contract/question-bank.ts';

/** The question bank's list as the URL keeps it (issue 16): the tab, the filters and the page. */
export interface ListState {
  tab: 'questions' | 'reported';
  q: string;
  subjectId: number | null;
  topicId: number | null;
  difficulty: Difficulty | null;
  tag: string;
  /** 'global', 'centre' (the caller's own) or a centre's id as text; '' for every visible bank. */
  owner: string;
  status: 'active' | 'retired' | 'all';
  used: 'used' | 'unused' | null;
  page: number;
}

export const DEFAULT_LIST_STATE: ListState = {
  tab: 'questions',
  q: '',
  subjectId: null,
  topicId: null,
  difficulty: null,
  tag: '',
  owner: '',
  status: 'active',
  used: null,
  page: 1,
};

const positiveId = (value: string | null): number | null => {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
};

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;

/**
 * The state a URL's query holds; anything the server would refuse (a page of 0, an unknown difficulty, a topic
 * without its subject) falls back to the default, so a hand-edited or old link still opens a list.
 */
export function parseListState(search: URLSearchParams): ListState {
  const subjectId = positiveId(search.get('subject'));
  const owner = search.get('owner') ?? '';
  return {
    tab: search.get('tab') === 'reported' ? 'reported' : 'questions',
    q: (search.get('q') ?? '').slice(0, QUESTION_SEARCH_MAX_LENGTH),
    subjectId,
    topicId: subjectId === null ? null : positiveId(search.get('topic')),
    difficulty: oneOf(search.get('difficulty'), DIFFICULTIES),
    tag: (search.get('tag') ?? '').trim().slice(0, TAG_MAX_LENGTH),
    owner: owner === 'global' || owner === 'centre' || positiveId(owner) !== null ? owner : '',
    status: oneOf(search.get('status'), ['active', 'retired', 'all'] as const) ?? 'active',
    used: oneOf(search.get('used'), ['used', 'unused'] as const),
    page: positiveId(search.get('page')) ?? 1,
  };
}

/** The query of a state: only what differs from the default, in a fixed order (one URL per state). */
export function listStateToSearch(state: ListState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.tab !== 'questions') search.set('tab', state.tab);
  if (state.q.trim() !== '') search.set('q', state.q);
  if (state.subjectId !== null) search.set('subject', String(state.subjectId));
  if (state.subjectId !== null && state.topicId !== null) search.set('topic', String(state.topicId));
  if (state.difficulty !== null) search.set('difficulty', state.difficulty);
  if (state.tag !== '') search.set('tag', state.tag);
  if (state.owner !== '') search.set('owner', state.owner);
  if (state.status !== 'active') search.set('status', state.status);
  if (state.used !== null) search.set('used', state.used);
  if (state.page !== 1) search.set('page', String(state.page));
  return search;
}

/**
 * A change of the filters: any change but the page's goes back to page 1, and a new subject forgets the topic
 * (a topic belongs to one subject).
 */
export function updateListState(state: ListState, change: Partial<ListState>): ListState {
  const next = { ...state, ...change };
  if (change.subjectId !== undefined && change.subjectId !== state.subjectId && change.topicId === undefined)
    next.topicId = null;
  if (change.page === undefined) next.page = 1;
  return next;
}

/** listQuestions' query for a state (the page size is the contract's default). */
export function listQuery(state: ListState): Record<string, string | number | undefined> {
  return {
    q: state.q.trim() || undefined,
    subjectId: state.subjectId ?? undefined,
    topicId: state.topicId ?? undefined,
    difficulty: state.difficulty ?? undefined,
    tag: state.tag || undefined,
    owner: state.owner || undefined,
    status: state.status,
    used: state.used ?? undefined,
    page: state.page,
    pageSize: QUESTION_PAGE_SIZE_DEFAULT,
  };
}

/** How many pages `total` questions fill (at least 1, so an empty list still reads 'page 1 of 1'). */
export function pageCount(total: number, pageSize = QUESTION_PAGE_SIZE_DEFAULT): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
