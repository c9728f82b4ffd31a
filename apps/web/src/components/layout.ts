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
