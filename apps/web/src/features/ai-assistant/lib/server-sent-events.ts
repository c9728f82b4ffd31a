/** One server-sent event: its `event:` name ('message' when none) and its `data:` lines joined by newlines. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

export interface ServerSentEventParser {
  /** Feeds the next piece of the stream; pieces may split lines, even a CR LF pair, anywhere. */
  push(chunk: string): void;
}

/**
 * Reads the text/event-stream format (WHATWG HTML, "server-sent events") piece by piece and calls `onEvent`
 * for each complete event. Comments and unknown fields are skipped; an event cut off by the end of the stream
 * is dropped, as the standard says.
 */
export function createServerSentEventParser(
  onEvent: (event: ServerSentEvent) => void,
): ServerSentEventParser {
  let buffer = '';
  let name = '';
  let data: string[] = [];

  function readLine(line: string): void {
    if (line === '') {
      if (data.length > 0) onEvent({ event: name || 'message', data: data.join('\n') });
      name = '';
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
  }

  return {
    push(chunk) {
      buffer += chunk;
      for (;;) {
        const end = buffer.search(/[\r\n]/);
        if (end === -1) return;
        // A CR at the very end may be the first half of a CR LF pair: wait for the next piece.
        if (buffer[end] === '\r' && end === buffer.length - 1) return;
        const length = buffer[end] === '\r' && buffer[end + 1] === '\n' ? 2 : 1;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + length);
        readLine(line);
      }
    },
  };
}
