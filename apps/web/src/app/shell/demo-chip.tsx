import ScienceIcon from '@mui/icons-material/Science';
import Chip from '@mui/material/Chip';
import { amber } from '@mui/material/colors';
import Tooltip from '@mui/material/Tooltip';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { useIsDemo } from '../../lib/instance-meta.ts';

/** Decision 0009: what the chip means, for screen readers and as its tooltip (English; shell.demoChipName). */
export const DEMO_CHIP_NAME = 'Demo mode: sample accounts and data';

/**
 * 'Demo' in the top bar while the server runs in demo mode. On a phone only its icon shows, so the bar never
 * wraps at 320 px; the name and tooltip say the same on every width.
 */
export function DemoChip() {
  const isDemo = useIsDemo();
  const t = useT();
  if (!isDemo) return null;
  return (
    <Tooltip title={t('shell.demoChipName')}>
      <Chip
        role="img"
        aria-label={t('shell.demoChipName')}
        icon={<ScienceIcon />}
        label={t('shell.demo')}
        size="small"
        // Amber with near-black text reads on the blue bar in both themes (contrast above 4.5:1).
        sx={(theme) => ({
          bgcolor: amber[300],
          color: 'rgba(0, 0, 0, 0.87)',
          fontWeight: 600,
          flexShrink: 0,
          '& .MuiChip-icon': { color: 'inherit' },
          [theme.breakpoints.down('sm')]: {
            '& .MuiChip-label': { display: 'none' },
            '& .MuiChip-icon': { mx: '2px', fontSize: 16 },
            height: 20,
          },
        })}
      />
    </Tooltip>
  );
}
