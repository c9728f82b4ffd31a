import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { PACE_CHART_HEIGHT } from './pace-section.tsx';

/** Rows a subject usually has (five topics); the skeleton takes the room of the loaded page. */
const ROWS = 5;
const ROW_HEIGHT = 45;

/** The subject page while it loads: the same sections, each of its final size. */
export function SubjectSkeleton() {
  const t = useT();
  return (
    <Box role="status" aria-label={t('subjects.loadingSubject')} sx={{ display: 'grid', gap: 3 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Skeleton variant="text" width={120} height={32} sx={{ mb: 1 }} />
        <Skeleton variant="rounded" height={ROW_HEIGHT * (ROWS + 1)} />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Skeleton variant="text" width={220} height={32} sx={{ mb: 1 }} />
        {['first', 'second', 'third'].map((key) => (
          <Skeleton key={key} variant="rounded" height={76} sx={{ mb: 1 }} />
        ))}
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Skeleton variant="text" width={260} height={32} sx={{ mb: 1 }} />
        <Skeleton variant="rounded" height={PACE_CHART_HEIGHT} />
      </Paper>
    </Box>
  );
}
