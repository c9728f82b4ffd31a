import AddTaskIcon from '@mui/icons-material/AddTask';
import AnalyticsIcon from '@mui/icons-material/Analytics';
import EventNoteIcon from '@mui/icons-material/EventNote';
import PsychologyIcon from '@mui/icons-material/Psychology';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { Panel } from './panel.tsx';

const ACTIONS = [
  { label: 'Take New Test', to: paths.tests, icon: <AddTaskIcon /> },
  { label: 'Detailed Analytics', to: paths.performance, icon: <AnalyticsIcon /> },
  { label: 'AI Tutor', to: paths.aiAssistant, icon: <PsychologyIcon /> },
  { label: 'Study Plan', to: paths.studyPlan, icon: <EventNoteIcon /> },
] as const;

/** SPEC §2 Quick Actions. */
export function QuickActions() {
  return (
    <Panel title="Quick Actions" icon={<RocketLaunchIcon />}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {ACTIONS.map((action) => (
          <Button
            key={action.label}
            component={RouterLink}
            to={action.to}
            variant="outlined"
            size="large"
            startIcon={action.icon}
            sx={{ justifyContent: 'flex-start', py: 1.5 }}
          >
            {action.label}
          </Button>
        ))}
      </Box>
    </Panel>
  );
}
