import { describe, expect, it } from 'vitest';
import { createServerSentEventParser, type ServerSentEvent } from './server-sent-events.ts';

function parse(chunks: string[]): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const parser = createServerSentEventParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return events;
}

describe('createServerSentEventParser', () => {
  const stream =
    'data: {"delta":"Hel"}\n\ndata: {"delta":"lo"}\n\n: a comment\n\nevent: error\ndata: {"message":"No"}\n\n';
  const expected = [
    { event: 'message', data: '{"delta":"Hel"}' },
    { event: 'message', data: '{"delta":"lo"}' },
    { event: 'error', data: '{"message":"No"}' },
  ];

  it('reads whole events', () => {
    expect(parse([stream])).toEqual(expected);
  });

  it('reads the same events however the stream is cut', () => {
    expect(parse([...stream])).toEqual(expected);
    for (let at = 1; at < stream.length; at += 7) {
      expect(parse([stream.slice(0, at), stream.slice(at)])).toEqual(expected);
    }
  });

  it('accepts CR LF and CR line ends, even a CR LF split between pieces', () => {
    expect(parse(['data: a\r', '\n\r', '\ndata: b\r\rdata: c\r'])).toEqual([
      { event: 'message', data: 'a' },
      { event: 'message', data: 'b' },
    ]);
  });

  it('joins data lines, keeps the space after the first colon only, and drops an unfinished event', () => {
    expect(parse(['data:x\ndata:  y\nid: 7\n\ndata: cut off'])).toEqual([
      { event: 'message', data: 'x\n y' },
    ]);
  });
});
