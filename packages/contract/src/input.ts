/**
 * Characters no request may carry (issue 13): NUL, which PostgreSQL's text cannot store, and a lone UTF-16
 * surrogate, which has no UTF-8 form. Both are refused with a 400 naming where they were found.
 */
export const UNSTORABLE_CHARACTER =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point.
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const INPUT_MESSAGES = {
  unstorableField: (field: string) =>
    `${field} contains a character that cannot be stored (a NUL or a lone surrogate). Remove it and try again.`,
  unstorableFieldName: (where: string) =>
    `A field name in ${where} contains a character that cannot be stored (a NUL or a lone surrogate).`,
  unstorableAddress:
    'The address contains a character that cannot be stored (a NUL or a lone surrogate). Check the link.',
} as const;
