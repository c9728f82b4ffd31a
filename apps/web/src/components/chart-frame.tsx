import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, Suspense } from 'react';
import { useT } from '../lib/i18n/i18n-provider.tsx';

interface ChartFrameProps {
  /** The chart's reserved height in px: loading, empty and drawn all take the same room (no layout jump). */
  height: number;
  /** Shown instead of the chart when there is nothing to draw (SPEC §2 'No trend data available', ...). */
  emptyMessage?: string;
  isEmpty?: boolean;
  children: ReactNode;
}

/**
 * The box a lazily loaded chart draws in. Chart.js loads with the first chart (React.lazy), so the frame
 * shows a skeleton of the final size until then, and the empty message in the same room.
 */
export function ChartFrame({ height, emptyMessage, isEmpty = false, children }: ChartFrameProps) {
  const t = useT();
  return (
    <Box sx={{ position: 'relative', height, minWidth: 0 }}>
      {isEmpty ? (
        <Box
          sx={{
            height: '100%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            border: 1,
            borderColor: 'divider',
            borderStyle: 'dashed',
            borderRadius: 1,
          }}
        >
          <Typography color="text.secondary">{emptyMessage}</Typography>
        </Box>
      ) : (
        <Suspense
          fallback={
            <Skeleton variant="rounded" height={height} role="status" aria-label={t('common.loadingChart')} />
          }
        >
          {children}
        </Suspense>
      )}
    </Box>
  );
}
