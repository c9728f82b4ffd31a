import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FigureInfo } from '../../../components/figure-info.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

/** The current and longest runs of active days (a test or a practice answer counts). */
export function Streaks({ current, longest }: { current: number; longest: number }) {
  const t = useT();
  const items = [
    {
      key: 'current',
      figure: 'currentActivityStreak' as const,
      text: t('progress.currentStreak', { count: current }),
      icon: <LocalFireDepartmentIcon color="warning" />,
    },
    {
      key: 'longest',
      figure: 'longestActivityStreak' as const,
      text: t('progress.longestStreak', { count: longest }),
      icon: <EmojiEventsIcon color="primary" />,
    },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {items.map((item) => (
        <Paper
          key={item.key}
          variant="outlined"
          sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 1.5 }}
        >
          <Box aria-hidden sx={{ display: 'flex' }}>
            {item.icon}
          </Box>
          <Typography variant="h6" component="p">
            {item.text}
          </Typography>
          <FigureInfo figure={item.figure} />
        </Paper>
      ))}
    </Box>
  );
}
