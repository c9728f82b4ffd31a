import AddTaskIcon from '@mui/icons-material/AddTask';
import DateRangeIcon from '@mui/icons-material/DateRange';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
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
        <PageHeading>Performance Analytics Hub</PageHeading>
        <Typography variant="h6" component="p" color="text.secondary">
          {name ? `Welcome back, ${name}!` : 'Welcome back!'}
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
            {PERIOD_LABEL[period]}
          </Button>
        )}
        <Typography id={hintId} sx={{ display: 'none' }}>
          Switches the trend chart and the recent tests between the last 7 and the last 30 days
        </Typography>
        <Button component={RouterLink} to={paths.tests} variant="contained" startIcon={<AddTaskIcon />}>
          Take Test
        </Button>
      </Box>
    </Box>
  );
}
