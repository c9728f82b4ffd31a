// Text the server writes for a candidate, sent as a code and parameters as well (issue 15 point 9): the server
// keeps writing the English it always has, and the web writes the same message in the interface language from
// its catalogue. Zod-free, like performance-messages.ts, so the catalogue may read the English templates.

/** Parameters of a coded message: names and subjects as text, figures as numbers. */
export type MessageParams = Record<string, string | number>;

/**
 * Fills `{name}` placeholders as the server writes them: numbers plain (String(1234.5)), so the English is
 * byte for byte what it was before codes existed.
 */
export function fillMessage(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
