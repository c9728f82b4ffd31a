import type { Trend } from '@aspirant/contract/subjects.ts';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

/** What each trend says, on screen and to a screen reader. */
const TREND_LABEL = {
  up: 'subjects.improving',
  down: 'subjects.declining',
  flat: 'subjects.steady',
  none: 'subjects.notEnoughResults',
} as const;

const STYLE = {
  up: { Icon: TrendingUpIcon, color: 'success.main' },
  down: { Icon: TrendingDownIcon, color: 'error.main' },
  flat: { Icon: TrendingFlatIcon, color: 'text.secondary' },
} as const;

/** An arrow with its meaning in words (the arrow alone is hidden from assistive technology). */
export function TrendIndicator({ trend }: { trend: Trend | null }) {
  const t = useT();
  const label = t(TREND_LABEL[trend ?? 'none']);
  if (trend === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    );
  }
  const { Icon, color } = STYLE[trend];
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Icon aria-hidden fontSize="small" sx={{ color }} />
      <Typography variant="body2" component="span">
        {label}
      </Typography>
    </Box>
  );
}
