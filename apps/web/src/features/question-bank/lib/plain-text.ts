const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * A question's text as one line of plain words, at most `length` characters (issue 16): what the bank's list
 * shows, so the list never needs the rich-text renderer or KaTeX (the route's JavaScript stays small). Tags are
 * dropped, a few entities read, formulas kept as their source; the editor's preview draws the real thing.
 */
export function plainText(text: string, length: number): string {
  const flat = text
    .replace(/<(?:br|\/p|\/li|\/tr|\/td|\/th)\b[^>]*>/gi, ' ')
    .replace(/<\/?[a-zA-Z][^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > length ? `${flat.slice(0, length).trimEnd()}…` : flat;
}
