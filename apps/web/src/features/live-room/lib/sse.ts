/** One server-sent event: its name (`message` when none) and its data lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Splits a text/event-stream buffer into complete events (the WHATWG format: blank-line separated blocks of
 * `field: value` lines; comment lines start with ':'). Returns the events and the incomplete rest.
 */
export function parseSse(buffer: string): { events: SseEvent[]; rest: string } {
  const normalised = buffer.replace(/\r\n?/g, '\n');
  const events: SseEvent[] = [];
  let start = 0;
  for (;;) {
    const end = normalised.indexOf('\n\n', start);
    if (end < 0) break;
    const block = normalised.slice(start, end);
    start = end + 2;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest: normalised.slice(start) };
}
