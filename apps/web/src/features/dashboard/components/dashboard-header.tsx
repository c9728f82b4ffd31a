import AddTaskIcon from '@mui/icons-material/AddTask';
import DateRangeIcon from '@mui/icons-material/DateRange';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { PERIOD_LABEL, type Period } from '../lib/period.ts';

interface DashboardHeaderProps {
  name: string | null;
  /** Absent while there is no data to filter. */
  period?: Period;
  onPeriodChange?: (period: Period) => void;
}

/** SPEC §2: title, greeting, the This Week / This Month toggle and 'Take Test'. */
export function DashboardHeader({ name, period, onPeriodChange }: DashboardHeaderProps) {
  const hintId = useId();
  const t = useT();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <Box>
        <PageHeading>{t('dashboard.title')}</PageHeading>
        <Typography variant="h6" component="p" color="text.secondary">
          {name ? t('dashboard.welcomeName', { name }) : t('dashboard.welcome')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        {period && onPeriodChange && (
          // The label names the period shown; pressing switches to the other one.
          <Button
            variant="outlined"
            startIcon={<DateRangeIcon />}
            aria-describedby={hintId}
            onClick={() => onPeriodChange(period === 'week' ? 'month' : 'week')}
          >
            {t(PERIOD_LABEL[period])}
          </Button>
        )}
        <Typography id={hintId} sx={{ display: 'none' }}>
          {t('dashboard.periodHint')}
        </Typography>
        <Button component={RouterLink} to={paths.tests} variant="contained" startIcon={<AddTaskIcon />}>
          {t('dashboard.takeTest')}
        </Button>
      </Box>
    </Box>
  );
}
