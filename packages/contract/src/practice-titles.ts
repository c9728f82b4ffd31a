// A practice set's title by its source (issue 15 point 9), without zod (see performance-messages.ts). The server
// stores the English title as it always has and sends `titleName` (the topic's or subject's name) with it; the
// web writes the title in the interface language from its catalogue.
export const PRACTICE_TITLES = {
  topic: 'Practice: {name}',
  subject: 'Practice: {name}',
  saved: 'Practice: saved questions',
  incorrect: 'Practice: your incorrect answers',
} as const;

/** The name a topic's or subject's title holds (null for the other sources, or a title of another form). */
export function practiceTitleName(source: keyof typeof PRACTICE_TITLES, title: string): string | null {
  const prefix = PRACTICE_TITLES.topic.replace('{name}', '');
  return (source === 'topic' || source === 'subject') && title.startsWith(prefix)
    ? title.slice(prefix.length)
    : null;
}
