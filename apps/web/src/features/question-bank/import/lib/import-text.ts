import { MESSAGES } from '@aspirant/contract/auth-messages.ts';
import type { MessageKey } from '../../../../lib/i18n/catalogue.ts';
import { questionImportMessages } from '../../../../lib/i18n/messages/question-import.ts';
import { serverText } from '../../../../lib/i18n/server-text.ts';
import type { Translate } from '../../../../lib/i18n/translate.ts';

// The import's messages (whole-file refusals, skip reasons, the mapping's) in the interface language: the
// contract's English is the key; a template's parts (a line, a column list, a size) are read back from the
// message and put into the Hindi. Anything else goes through the app-wide server-text reading.

type LooseTranslate = (key: MessageKey, params?: Record<string, string | number>) => string;

interface Template {
  key: MessageKey;
  pattern: RegExp;
  names: string[];
}

let plain: Map<string, MessageKey> | null = null;
let templates: Template[] | null = null;

function build(): void {
  plain = new Map();
  templates = [];
  for (const [name, english] of Object.entries(questionImportMessages)) {
    if (!name.startsWith('server') || typeof english !== 'string') continue;
    const key = `questionImport.${name}` as MessageKey;
    if (!english.includes('{')) {
      plain.set(english, key);
      continue;
    }
    const names: string[] = [];
    const source = english
      .split(/\{(\w+)\}/)
      .map((part, i) => {
        if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part);
        return '(.+?)';
      })
      .join('');
    templates.push({ key, pattern: new RegExp(`^${source}$`, 's'), names });
  }
}

/** The English → key map of the screen's fixed server messages (for tests and serverText). */
export function importPlainMessages(): ReadonlyMap<string, MessageKey> {
  if (!plain) build();
  return plain!;
}

/** One message in the language of `t`; null when no key or template knows it. */
function knownText(message: string, loose: LooseTranslate): string | null {
  const key = importPlainMessages().get(message);
  if (key) return loose(key);
  for (const template of templates!) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    return loose(template.key, Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]!])));
  }
  return null;
}

/** A message of the import or export calls (or a skip reason of an item) in the language of `t`. */
export function importText(message: string, t: Translate): string {
  const loose = t as unknown as LooseTranslate;
  // English (or Hindi not yet loaded): the server's own words.
  if (loose('serverMessages.notFound') === MESSAGES.notFound) return message;
  const own = knownText(message, loose);
  if (own !== null) return own;
  const shared = serverText(message, importPlainMessages(), t);
  if (shared !== message) return shared;
  // An item the question's rules refuse for several reasons gets them joined: each sentence on its own.
  const sentences = message.split(/(?<=\.)\s+(?=[A-Z"])/);
  if (sentences.length < 2) return message;
  const parts = sentences.map((sentence) => {
    const text = knownText(sentence, loose) ?? serverText(sentence, null, t);
    return text === sentence ? null : text;
  });
  return parts.every((part) => part !== null) ? parts.join(' ') : message;
}
