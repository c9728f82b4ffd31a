import Chip from '@mui/material/Chip';
import { useT } from '../lib/i18n/i18n-provider.tsx';

/**
 * Issue 13: a later attempt of a test the student had already submitted. It is labelled wherever a result is
 * shown or listed, because it never counts for a rank (ranks count first attempts only).
 */
export function RetakeChip() {
  const t = useT();
  return (
    <Chip
      size="small"
      variant="outlined"
      color="secondary"
      label={t('common.retake')}
      title={t('common.retakeHint')}
      sx={{ fontWeight: 600 }}
    />
  );
}
