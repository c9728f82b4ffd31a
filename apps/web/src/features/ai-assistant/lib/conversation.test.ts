import { AI_MAX_MESSAGE_CHARS, AI_MAX_MESSAGES } from '@aspirant/contract/ai.ts';
import { describe, expect, it } from 'vitest';
import { type ChatEntry, entriesOf, requestMessages } from './conversation.ts';

const entry = (role: ChatEntry['role'], content: string, status?: ChatEntry['status']): ChatEntry => ({
  id: content,
  role,
  content,
  ...(status ? { status } : {}),
});

describe('requestMessages', () => {
  it('sends role and content only, without failure texts or empty replies', () => {
    expect(
      requestMessages([
        entry('user', 'Hi'),
        entry('assistant', 'Sorry, I encountered an error. Please try again later.', 'error'),
        entry('assistant', '', 'stopped'),
        entry('assistant', 'Half a rep', 'stopped'),
        entry('user', 'Again'),
      ]),
    ).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Half a rep' },
      { role: 'user', content: 'Again' },
    ]);
  });

  it('sends the last 30 messages, each at most 4000 characters', () => {
    const entries = Array.from({ length: 45 }, (_, i) => entry(i % 2 ? 'assistant' : 'user', `m${i}`));
    entries.push(entry('assistant', 'x'.repeat(AI_MAX_MESSAGE_CHARS + 10)), entry('user', 'last'));
    const sent = requestMessages(entries);
    expect(sent).toHaveLength(AI_MAX_MESSAGES);
    expect(sent[0]).toEqual({ role: 'assistant', content: 'm17' });
    expect(sent.at(-2)?.content).toHaveLength(AI_MAX_MESSAGE_CHARS);
    expect(sent.at(-1)).toEqual({ role: 'user', content: 'last' });
  });
});

describe('entriesOf', () => {
  it('turns a stored page into entries, crediting replies to the provider answering now', () => {
    expect(
      entriesOf({
        success: true,
        hasMore: false,
        provider: 'builtin',
        messages: [
          { id: 7, role: 'user', content: 'Hi', createdAt: '2026-11-25T00:00:00.000Z' },
          { id: 8, role: 'assistant', content: 'Hello!', createdAt: '2026-11-25T00:00:01.000Z' },
        ],
      }),
    ).toEqual([
      { id: 'stored-7', storedId: 7, role: 'user', content: 'Hi' },
      { id: 'stored-8', storedId: 8, role: 'assistant', content: 'Hello!', provider: 'builtin' },
    ]);
  });
});
