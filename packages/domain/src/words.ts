/**
 * English words that follow a count or a name (issue 15: "1 tests per day", "a Environment"). The web writes
 * them through lib/format.ts (`plural`, `withArticle`); the server's sentences use these directly.
 */

/** The noun for a count: 1 -> one, anything else (0, 2, 1.5) -> many ('tests' by default). */
export function nounFor(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}

// Letters whose names start with a vowel sound, for initialisms read letter by letter: 'an SSC', 'an MCQ'.
const VOWEL_SOUND_LETTERS = new Set('AEFHILMNORSX');
// Vowel-led words said with a consonant sound ('a unit', 'a user', 'a European', 'a one-day test').
const CONSONANT_SOUND = /^(uni(?!n|mp)|use|usu|uti|ura|ure|uro|eu|ew|one\b|once\b|ubiq)/i;
// Consonant-led words said with a vowel sound ('an hour', 'an honest attempt', 'an heir').
const VOWEL_SOUND = /^(hour|honest|honou?r|heir)/i;

/** 'a' or 'an' before a word, by its sound: 'an Environment', 'a History', 'a UPSC', 'an SSC', 'an hour'. */
export function indefiniteArticle(word: string): 'a' | 'an' {
  const first = word.trim().split(/[\s-]/)[0] ?? '';
  if (first === '') return 'a';
  // An initialism (two or more capitals, no lower case) is read letter by letter; UPSC is 'you-pee...'.
  if (/^[A-Z][A-Z0-9]+$/.test(first)) {
    if (first.startsWith('U')) return 'a';
    return VOWEL_SOUND_LETTERS.has(first[0]!) ? 'an' : 'a';
  }
  if (/^\d/.test(first)) return /^(8|11|18|80)/.test(first) ? 'an' : 'a';
  if (VOWEL_SOUND.test(first)) return 'an';
  if (CONSONANT_SOUND.test(first)) return 'a';
  return /^[aeiou]/i.test(first) ? 'an' : 'a';
}

/** The word with its article: 'Environment' -> 'an Environment', 'Polity' -> 'a Polity'. */
export function withArticle(word: string): string {
  return `${indefiniteArticle(word)} ${word}`;
}
