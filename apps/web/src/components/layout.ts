/**
 * Two columns side by side from `md`, one below it; both may shrink below their content (a wide table
 * scrolls inside its column), and each keeps its own height: a table beside a chart, say.
 */
export const TWO_COLUMN_GRID = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
  alignItems: 'start',
} as const;

/**
 * A list (`<ul>`) of cards: one column on phones, two from `sm`, `wide` from `lg`; bullets and spacing of the
 * list removed, every card allowed to shrink below its content.
 */
export function cardListGrid(wide: number) {
  return {
    listStyle: 'none',
    m: 0,
    p: 0,
    display: 'grid',
    gap: 2,
    gridTemplateColumns: {
      xs: 'minmax(0, 1fr)',
      sm: 'repeat(2, minmax(0, 1fr))',
      lg: `repeat(${wide}, minmax(0, 1fr))`,
    },
  } as const;
}
