import type { TestStatus } from '@aspirant/contract/test-studio.ts';
import Chip from '@mui/material/Chip';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

const COLOR = { draft: 'default', published: 'success', archived: 'warning' } as const;

/** A test's status as a chip: Draft, Published, Archived. */
export function StatusChip({ status }: { status: TestStatus }) {
  const t = useT();
  return (
    <Chip size="small" variant="outlined" color={COLOR[status]} label={t(`testStudio.status_${status}`)} />
  );
}
