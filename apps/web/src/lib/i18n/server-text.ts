import type { MessageKey } from './catalogue.ts';
import type { Translate } from './translate.ts';

/**
 * Issue 15 point 9: fixed messages the server sends (a contract's `*_MESSAGES`, exact English) and the
 * catalogue's key of each, so a feature shows them in the interface language. A message the map does not
 * hold (one with figures of its own, such as a quota's wait) is shown as the server wrote it.
 */
export type KnownServerMessages = ReadonlyMap<string, MessageKey>;

export function serverText(message: string, known: KnownServerMessages, t: Translate): string {
  const key = known.get(message);
  // Every key of these maps names a message without placeholders.
  return key ? (t as unknown as (key: MessageKey) => string)(key) : message;
}
