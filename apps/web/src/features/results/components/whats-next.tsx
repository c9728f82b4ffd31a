import AddTaskIcon from '@mui/icons-material/AddTask';
import AnalyticsIcon from '@mui/icons-material/Analytics';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PsychologyIcon from '@mui/icons-material/Psychology';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { Section } from './section.tsx';

const NEXT = [
  { label: 'Take Another Test', to: paths.tests, icon: <AddTaskIcon /> },
  { label: 'Go to Dashboard', to: paths.dashboard, icon: <DashboardIcon /> },
  { label: 'Ask the AI Tutor', to: paths.aiAssistant, icon: <PsychologyIcon /> },
  { label: 'Detailed Analytics', to: paths.performance, icon: <AnalyticsIcon /> },
] as const;

/** SPEC §2 'What's Next?': /tests, /dashboard, /ai-assistant, /performance. */
export function WhatsNext() {
  return (
    <Section title="What's Next?" icon={<RocketLaunchIcon />} printHidden>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {NEXT.map((item) => (
          <Button
            key={item.label}
            component={RouterLink}
            to={item.to}
            variant="outlined"
            size="large"
            startIcon={item.icon}
            sx={{ justifyContent: 'flex-start', py: 1.5 }}
          >
            {item.label}
          </Button>
        ))}
      </Box>
    </Section>
  );
}
